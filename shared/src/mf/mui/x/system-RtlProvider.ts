export { useRtl } from '@instamg/shared/mui-panel';
