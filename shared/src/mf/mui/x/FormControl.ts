export { FormControl as default } from '@instamg/shared/mui';
