/**
 * Text for screen readers only. Sizes in px on purpose: in MUI's `sx` a bare `width: 1` means
 * 100%, which once made a hidden "Actions" label as wide as its table and widened the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
