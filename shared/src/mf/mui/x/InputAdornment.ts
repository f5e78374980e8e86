export { InputAdornment as default, inputAdornmentClasses } from '@instamg/shared/mui-panel';
