export { FormControlLabel as default } from '@instamg/shared/mui';
export { formControlLabelClasses } from '@instamg/shared/mui-panel';
