/**
 * What MUI X (the panels' data grid and charts) takes from MUI beyond what `@instamg/shared/mui`
 * holds — components, class-name keys, styling helpers — as a second shared module
 * (`@instamg/shared/mui-panel`). Kept out of the first one so customer pages do not download it:
 * only a panel that loads the grid asks for this module.
 * The shell provides it (shared/src/mf/build-config.ts), so these components run on the shell's
 * MUI core like the rest; apps do not import it, MUI X reaches it through mf/mui/x/ stand-ins.
 */
export { default as Autocomplete } from '@mui/material/Autocomplete';
export { default as ClickAwayListener } from '@mui/material/ClickAwayListener';
export { default as Grow } from '@mui/material/Grow';
export { default as InputAdornment, inputAdornmentClasses } from '@mui/material/InputAdornment';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as MenuList } from '@mui/material/MenuList';
export { default as Modal } from '@mui/material/Modal';
export { default as NoSsr } from '@mui/material/NoSsr';
export { default as Popper } from '@mui/material/Popper';
export { default as TablePagination, tablePaginationClasses } from '@mui/material/TablePagination';
export { default as TextareaAutosize } from '@mui/material/TextareaAutosize';
export { default as Tooltip } from '@mui/material/Tooltip';
export { default as Unstable_TrapFocus } from '@mui/material/Unstable_TrapFocus';
// Class-name keys and styling helpers MUI X imports from MUI's own modules; the components
// themselves come from '@instamg/shared/mui'. Here rather than there so customer pages do not
// download them (the shell provides this module from its own build: the same MUI instances).
export { formControlLabelClasses } from '@mui/material/FormControlLabel';
export { iconButtonClasses } from '@mui/material/IconButton';
export { inputBaseClasses } from '@mui/material/InputBase';
export { listItemTextClasses } from '@mui/material/ListItemText';
export { css, styled, useThemeProps } from '@mui/material/styles';
export { getThemeProps, keyframes, styled as systemStyled } from '@mui/system';
export { useRtl } from '@mui/system/RtlProvider';
export { shouldForwardProp } from '@mui/system/createStyled';
