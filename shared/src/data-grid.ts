/**
 * MUI X Data Grid (community, MIT) for the panels, as one shared module
 * (`@instamg/shared/data-grid`, a Module Federation singleton through the `@instamg/shared/` key),
 * the way `@instamg/shared/mui` shares MUI: one copy for every app, holding what is re-exported
 * here, on the shell's MUI (its '@mui/material/*' imports go through mf/mui/x/ stand-ins). Import
 * the grid from here, never from '@mui/x-data-grid' (shared-imports.test.ts checks). Panels load it
 * lazily; customer pages never do. Community limits (research/supply-side.md §D): 100 rows a page,
 * one sort column, one filter item, no master-detail.
 */
export { DataGrid, GridOverlay, useGridApiRef } from '@mui/x-data-grid';
export type {
  GridColDef,
  GridPaginationModel,
  GridRenderCellParams,
  GridRowParams,
  GridSortDirection,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
