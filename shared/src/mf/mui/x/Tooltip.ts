export { Tooltip as default } from '@instamg/shared/mui-panel';
