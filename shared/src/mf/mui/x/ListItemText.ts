export { ListItemText as default } from '@instamg/shared/mui';
export { listItemTextClasses } from '@instamg/shared/mui-panel';
