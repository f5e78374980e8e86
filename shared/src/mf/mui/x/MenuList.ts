export { MenuList as default } from '@instamg/shared/mui-panel';
