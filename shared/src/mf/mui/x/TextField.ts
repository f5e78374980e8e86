export { TextField as default } from '@instamg/shared/mui';
