export { ListItemText as default, listItemTextClasses } from '@instamg/shared/mui';
