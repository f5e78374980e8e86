export { useTheme } from '@instamg/shared/mui';
export { css, styled, useThemeProps } from '@instamg/shared/mui-panel';
