export { Paper as default } from '@instamg/shared/mui';
