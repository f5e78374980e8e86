// Stand-in for '@mui/material/styles' (alias: ../mui-path-aliases.ts). The path import (the theme
// module uses it for createTheme) compiled MUI's theme factory, palettes and sx engine (~30 kB
// gzip) into each app beside the shared '@mui/material', which exports every one of these
// bindings itself (stand-ins.test.ts checks that).
export * from '@mui/material';
