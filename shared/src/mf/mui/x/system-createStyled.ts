export { shouldForwardProp } from '@instamg/shared/mui-panel';
