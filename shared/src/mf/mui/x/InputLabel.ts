export { InputLabel as default } from '@instamg/shared/mui';
