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
import { PRIVACY_NOTICE_EN, PRIVACY_NOTICE_VERSION } from './domain/privacy/texts';

const LABELS = { why: 'Why', howLong: 'How long', whoReceives: 'Who receives it' } as const;

export function PrivacyNotice({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const notice = PRIVACY_NOTICE_EN;
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
          (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) =>
            h(Typography, { key, variant: 'body2', color: 'text.secondary' }, `${LABELS[key]}: ${item[key]}`),
          ),
        ),
      ),
    ),
    h(
      Typography,
      { variant: 'body2' },
      `${notice.grievance} (Notice ${PRIVACY_NOTICE_VERSION}.) `,
      h(Link, { href: '/privacy-policy' }, 'Privacy policy'),
    ),
  );
}
