export { FormControlLabel as default, formControlLabelClasses } from '@instamg/shared/mui';
