export { ClickAwayListener as default } from '@instamg/shared/mui-panel';
