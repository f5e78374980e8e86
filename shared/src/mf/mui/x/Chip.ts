export { Chip as default } from '@instamg/shared/mui';
