export { Typography as default } from '@instamg/shared/mui';
