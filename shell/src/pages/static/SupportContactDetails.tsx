import { Box, Link, Typography } from '@instamg/shared/mui';
import { SUPPORT } from '../../domain/company';

// The one rendering of our postal address, phone and e-mail, used by every policy's contact
// section and the Contact page, so a change to SUPPORT shows up everywhere at once.
export function SupportContactDetails({ attention }: { attention?: string }) {
  return (
    <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
      <Typography variant="body1" component="p" sx={{ lineHeight: 1.7 }}>
        {attention ? (
          <>
            {attention}
            <br />
          </>
        ) : null}
        {SUPPORT.postalAddress}
      </Typography>
      <Typography variant="body1" component="p" sx={{ lineHeight: 1.7 }}>
        Phone: <Link href={SUPPORT.phoneHref}>{SUPPORT.phone}</Link>
        <br />
        E-mail: <Link href={SUPPORT.emailHref}>{SUPPORT.email}</Link>
      </Typography>
    </Box>
  );
}
