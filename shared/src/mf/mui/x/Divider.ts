export { Divider as default } from '@instamg/shared/mui';
