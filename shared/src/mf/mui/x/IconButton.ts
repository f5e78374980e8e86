export { IconButton as default } from '@instamg/shared/mui';
export { iconButtonClasses } from '@instamg/shared/mui-panel';
