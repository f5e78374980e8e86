export { Popper as default } from '@instamg/shared/mui-panel';
