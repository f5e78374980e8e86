import { Button } from '@instamg/shared/mui';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALE_NAMES, useLocale, useSetLocale, type Locale } from '@instamg/shared/i18n';
import { localeHref } from '@instamg/shared/domain/locale-url';
import { useLocation, useNavigate } from '@instamg/shared/router';
import { useShellT } from '../i18n/catalogue';

/**
 * The language switch of the top bar (issue 37 §3): offers the other language, written in itself.
 * Switching re-renders in place (cart, checkout and the page stay) and is remembered in the
 * locale cookie, so the next server-rendered page comes in it. A public page also moves between
 * `/x` and `/hi/x` (docs/decisions/0012-i18n.md §8) by a client-side navigation: no reload, so the
 * event bus and storage (the cart, a checkout in progress) are untouched.
 */
export default function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const t = useShellT();
  const other: Locale = locale === 'hi-IN' ? 'en-IN' : 'hi-IN';
  const name = LOCALE_NAMES[other];
  return (
    <Button
      size="small"
      color="primary"
      onClick={() => {
        setLocale(other);
        const here = `${pathname}${search}${hash}`;
        const there = localeHref(here, other);
        if (there !== here) navigate(there);
      }}
      startIcon={compact ? undefined : <TranslateIcon aria-hidden="true" />}
      // The visible name is in its own language; the title says what the button does.
      lang={other}
      title={t('frame.switchTo', { language: name })}
      data-testid="language-switch"
      data-locale={other}
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: compact ? 1 : 1.5, flexShrink: 0 }}
    >
      {name}
    </Button>
  );
}
