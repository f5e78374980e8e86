export { TextareaAutosize as default } from '@instamg/shared/mui-panel';
