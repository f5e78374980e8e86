import type { MouseEvent } from 'react';
import { Box } from '@instamg/shared/mui';
import { useShellT } from '../i18n/catalogue';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: lets keyboard users jump past the top bar. */
export default function SkipToContentLink() {
  const t = useShellT();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Focus explicitly: leaves the URL without a hash and works the same in every browser.
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none', outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      {t('frame.skipToContent')}
    </Box>
  );
}
