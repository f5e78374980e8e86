export { Grow as default } from '@instamg/shared/mui-panel';
