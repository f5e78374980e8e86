export { Badge as default } from '@instamg/shared/mui';
