export { Select as default } from '@instamg/shared/mui';
