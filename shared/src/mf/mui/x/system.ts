export { getThemeProps, keyframes, systemStyled as styled } from '@instamg/shared/mui-panel';
