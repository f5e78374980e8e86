export { useMediaQuery as default } from '@instamg/shared/mui';
