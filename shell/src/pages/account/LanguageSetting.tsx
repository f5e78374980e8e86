import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@instamg/shared/mui';
import { LOCALES, LOCALE_NAMES, parseLocale, useLocale, useSetLocale } from '@instamg/shared/i18n';
import { useShellT } from '../../i18n/catalogue';

/**
 * The account's language choice (issue 37 §3), the same as the top bar's switch: remembered on the
 * device (the locale cookie). Each language is named in itself.
 */
export function LanguageSetting() {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const t = useShellT();
  return (
    <FormControl data-testid="language-setting">
      <FormLabel id="account-language">{t('frame.language')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="account-language"
        value={locale}
        onChange={(event) => {
          const chosen = parseLocale(event.target.value);
          if (chosen) setLocale(chosen);
        }}
      >
        {LOCALES.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={<span lang={option}>{LOCALE_NAMES[option]}</span>}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
