export { MenuItem as default } from '@instamg/shared/mui';
