export { ToggleButton as default } from '@instamg/shared/mui';
