export { IconButton as default, iconButtonClasses } from '@instamg/shared/mui';
