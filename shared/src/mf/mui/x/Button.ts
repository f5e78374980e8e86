export { Button as default } from '@instamg/shared/mui';
