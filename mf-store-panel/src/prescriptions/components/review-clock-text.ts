// review-clock.ts's words in the panel's language (issue 37): the domain rule keeps its English and
// stays free of the i18n layer; these read the prescriptions catalogue (its test compares the English).
import { formatDate, type Locale } from '@instamg/shared/i18n';
import type { RxT } from '../../i18n/rx-catalogue';
import { formatClock, formatDay, type ReviewClock } from '../domain/review-clock';

/** clockText in the current language ('' when there is no countdown). */
export function reviewClockText(t: RxT, clock: ReviewClock): string {
  switch (clock.kind) {
    case 'paused':
      return t('clock.paused', { pause: formatClock(clock.pauseLeftMs), left: formatClock(clock.leftMs) });
    case 'running':
      return t('clock.running', { left: formatClock(clock.leftMs) });
    case 'passed':
      return t('clock.passed');
    case 'none':
      return '';
  }
}

/** formatDay in the current language: the IST day of an instant, the locale's month names. */
export function dayText(locale: Locale, iso: string): string {
  return locale === 'en-IN' ? formatDay(iso) : formatDate(new Date(iso), locale, { dateStyle: 'medium' });
}
