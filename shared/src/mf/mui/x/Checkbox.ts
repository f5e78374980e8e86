export { Checkbox as default } from '@instamg/shared/mui';
