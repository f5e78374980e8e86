export { createSvgIcon } from '@instamg/shared/mui';
