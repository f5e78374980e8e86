export { TablePagination as default, tablePaginationClasses } from '@instamg/shared/mui-panel';
