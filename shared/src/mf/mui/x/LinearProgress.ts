export { LinearProgress as default } from '@instamg/shared/mui';
