export { Tab as default } from '@instamg/shared/mui';
