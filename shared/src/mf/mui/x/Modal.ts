export { Modal as default } from '@instamg/shared/mui-panel';
