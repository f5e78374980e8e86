export { NoSsr as default } from '@instamg/shared/mui-panel';
