import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COMPANY, SUPPORT } from './policy-facts';
import { mailtoHref, telHref } from './policy-format';

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
        {COMPANY.legalName}
        {SUPPORT.addressLines.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </Typography>
      <Typography variant="body1" component="p" sx={{ lineHeight: 1.7 }}>
        Phone: <Link href={telHref(SUPPORT.phone)}>{SUPPORT.phone}</Link>
        <br />
        E-mail: <Link href={mailtoHref(SUPPORT.email)}>{SUPPORT.email}</Link>
      </Typography>
    </Box>
  );
}
