export { Tabs as default } from '@instamg/shared/mui';
