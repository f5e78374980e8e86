export { InputBase as default } from '@instamg/shared/mui';
export { inputBaseClasses } from '@instamg/shared/mui-panel';
