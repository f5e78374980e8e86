// Stand-in for '@mui/material/SvgIcon' (alias: ../mui-path-aliases.ts). Every @mui/icons-material
// icon is built with `createSvgIcon` imported from that path; a path import is not the shared
// '@mui/material' singleton, so each icon dragged a private copy of SvgIcon, MUI's styled engine,
// emotion's serializer and react-is into every app. Re-exporting from the package root gives
// icons the shell's shared MUI instead.
export { SvgIcon as default, createSvgIcon, getSvgIconUtilityClass, svgIconClasses } from '@mui/material';
