export { Switch as default } from '@instamg/shared/mui';
