export { ListItemIcon as default } from '@instamg/shared/mui-panel';
