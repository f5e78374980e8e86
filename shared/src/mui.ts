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
//
// In four parts, so that the shell can evaluate them one task at a time while the page starts
// (shell/src/boot-stages.ts; issue 21: no long task). Apps import only this module.
export * from './mui/foundation';
export * from './mui/layout';
export * from './mui/inputs';
export * from './mui/feedback';
