export { CircularProgress as default } from '@instamg/shared/mui';
