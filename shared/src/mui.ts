/**
 * MUI for the shell and every remote: the components and helpers we use, as one shared module
 * (`@instamg/shared/mui`, a Module Federation singleton through the `@instamg/shared/` key).
 * Federation shares a package whole, without tree shaking, so sharing '@mui/material' put all of
 * MUI (about 150 kB gzip) on every first load. Sharing this module instead keeps one MUI for all
 * apps (one theme, one set of contexts) with only what is listed here. Import MUI from here,
 * never from '@mui/material' (npm run lint checks); add a component here when an app
 * needs one. Icons come from '@mui/icons-material' as usual (they reach this module through the
 * SvgIcon stand-in, mf/mui/svg-icon.ts).
 */
export { default as Accordion } from '@mui/material/Accordion';
export { default as AccordionDetails } from '@mui/material/AccordionDetails';
export { default as AccordionSummary } from '@mui/material/AccordionSummary';
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Badge } from '@mui/material/Badge';
export { default as BottomNavigation } from '@mui/material/BottomNavigation';
export { default as BottomNavigationAction } from '@mui/material/BottomNavigationAction';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardActions } from '@mui/material/CardActions';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CardMedia } from '@mui/material/CardMedia';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as InputBase } from '@mui/material/InputBase';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Paper } from '@mui/material/Paper';
export { default as Popover } from '@mui/material/Popover';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Rating } from '@mui/material/Rating';
export { default as ScopedCssBaseline } from '@mui/material/ScopedCssBaseline';
export { default as Select } from '@mui/material/Select';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as Step } from '@mui/material/Step';
export { default as StepLabel } from '@mui/material/StepLabel';
export { default as Stepper } from '@mui/material/Stepper';
export { default as Switch } from '@mui/material/Switch';
export { default as Tab } from '@mui/material/Tab';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as Tabs } from '@mui/material/Tabs';
export { default as TextField } from '@mui/material/TextField';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { createTheme, getContrastRatio, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
// What every @mui/icons-material icon is built with (through the SvgIcon stand-in).
export { createSvgIcon } from '@mui/material/utils';
