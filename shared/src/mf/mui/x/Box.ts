export { Box as default } from '@instamg/shared/mui';
