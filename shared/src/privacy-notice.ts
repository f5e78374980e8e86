/**
 * The itemised privacy notice (issue 39 §1, DPDP Act 2023 s. 5): what we hold, why, how long and
 * who else receives it, shown at sign-up and before the first prescription upload. The words are
 * in domain/privacy/texts.ts (one module, for the translation catalogue).
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement as h } from 'react';
import { Box, Link, Typography } from '@instamg/shared/mui';
import { PRIVACY_NOTICES, PRIVACY_NOTICE_LABELS, PRIVACY_NOTICE_VERSION } from './domain/privacy/texts';
import { useLocale } from './i18n';

const FIELDS = ['why', 'howLong', 'whoReceives'] as const;

/** The notice in the page's language (English or Hindi), the same version either way. */
export function PrivacyNotice({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const locale = useLocale();
  const notice = PRIVACY_NOTICES[locale];
  const labels = PRIVACY_NOTICE_LABELS[locale];
  const headingId = 'privacy-notice-heading';
  return h(
    Box,
    {
      role: 'region',
      'aria-labelledby': headingId,
      sx: { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' },
    },
    h(headingLevel, { id: headingId, style: { fontSize: '1rem', fontWeight: 600, margin: '0 0 8px' } }, notice.title),
    h(Typography, { variant: 'body2', sx: { mb: 1 } }, notice.intro),
    h(
      'ul',
      { style: { paddingLeft: 20, marginTop: 0, marginBottom: 8 } },
      notice.items.map((item) =>
        h(
          'li',
          { key: item.what, style: { marginBottom: 8 } },
          h(Typography, { variant: 'body2', sx: { fontWeight: 600 } }, item.what),
          FIELDS.map((key) =>
            h(Typography, { key, variant: 'body2', color: 'text.secondary' }, `${labels[key]}: ${item[key]}`),
          ),
        ),
      ),
    ),
    h(
      Typography,
      { variant: 'body2' },
      `${notice.grievance} (${labels.notice} ${PRIVACY_NOTICE_VERSION}.) `,
      h(Link, { href: '/privacy-policy' }, labels.policy),
    ),
  );
}
