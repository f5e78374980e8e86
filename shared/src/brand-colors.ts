/** instamg's brand colours (the MUI theme in theme.ts and the web app manifest use them). */
export const INSTAMG_COLORS = {
  teal: '#00695f',
  tealLight: '#e0f2ef',
  tealDark: '#004d43',
  saffron: '#b45309',
  saffronLight: '#fff4e5',
  background: '#f5f8f7',
  text: '#1b2b28',
  textSecondary: '#4d5f5b',
} as const;
