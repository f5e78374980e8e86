export { Autocomplete as default } from '@instamg/shared/mui-panel';
