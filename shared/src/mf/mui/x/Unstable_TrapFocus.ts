export { Unstable_TrapFocus as default } from '@instamg/shared/mui-panel';
