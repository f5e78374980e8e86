export { InputBase as default, inputBaseClasses } from '@instamg/shared/mui';
