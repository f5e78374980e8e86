import { Button } from '@instamg/shared/mui';
import { LOCALE_NAMES, useLocale, useSetLocale, type Locale } from '@instamg/shared/i18n';
import { usePanelT } from '../i18n/catalogue';

/**
 * The panel's language switch (issue 37 §3), the same choice as the customer site's: the shell's
 * I18nProvider switches in place and remembers it (cookie and preferences). It offers the other
 * language written in itself; on a phone the top bar has no room, so the More sheet and the
 * account's profile tab carry it there.
 */
export function LanguageToggle({ sx }: { sx?: Record<string, unknown> }) {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const t = usePanelT();
  const other: Locale = locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
  const name = LOCALE_NAMES[other];
  return (
    <Button
      size="small"
      onClick={() => setLocale(other)}
      lang={other}
      title={t('frame.switchTo', { language: name })}
      data-testid="panel-language-switch"
      data-locale={other}
      sx={{ whiteSpace: 'nowrap', minWidth: 0, minHeight: 40, px: 1, flexShrink: 0, ...sx }}
    >
      {name}
    </Button>
  );
}
