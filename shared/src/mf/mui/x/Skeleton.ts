export { Skeleton as default } from '@instamg/shared/mui';
