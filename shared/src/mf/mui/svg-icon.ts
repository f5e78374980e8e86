// Stand-in for '@mui/material/SvgIcon' (alias: ../mui-path-aliases.ts). Every @mui/icons-material
// icon is built with the `createSvgIcon` it imports from that path; a path import is not our
// shared MUI module, so each icon dragged a private copy of SvgIcon, MUI's styled engine, emotion's
// serializer and react-is into every app. Taking it from '@instamg/shared/mui' gives icons the
// shell's shared MUI instead.
export { createSvgIcon } from '@instamg/shared/mui';
