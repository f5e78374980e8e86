// The styling engine, theme and baseline: what every component below is built on. One part of '@instamg/shared/mui' (see shared/src/mui.ts); import MUI from there.
export { default as Box } from '@mui/material/Box';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as Paper } from '@mui/material/Paper';
export { default as ScopedCssBaseline } from '@mui/material/ScopedCssBaseline';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
export { createTheme, getContrastRatio, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
// What every @mui/icons-material icon is built with (through the SvgIcon stand-in).
export { createSvgIcon } from '@mui/material/utils';
