export { css, styled, useTheme, useThemeProps } from '@instamg/shared/mui';
