export { ToggleButtonGroup as default } from '@instamg/shared/mui';
