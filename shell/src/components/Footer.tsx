import type { ReactElement } from 'react';
import { Box, Container, Divider, IconButton, Link, Stack, Typography } from '@instamg/shared/mui';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Link as RouterLink } from '@instamg/shared/router';
import { calendarYear, useClockValue } from '@instamg/shared/ssr';
import { PRODUCT_NAME, TEXTS } from '@instamg/shared/constants';
import { SUPPORT } from '../domain/company';
import {
  CUSTOMER_SERVICE_LINKS,
  type FooterLink,
  QUICK_LINKS,
  SOCIAL_LINKS,
  type SocialNetwork,
} from '../domain/footer-links';

/** SPEC §1: the operating company is a private limited healthcare company in India. */
export const COMPANY_NAME = `${PRODUCT_NAME} Healthcare Private Limited`;

/** SPEC §1 footer disclaimer: platform only, no stock or sale, no medical advice, independent prescribers, pharmacy compliance. */
export const LEGAL_DISCLAIMER =
  `${PRODUCT_NAME} is only a technology platform that connects customers with independent, licensed partner pharmacies. ` +
  `${PRODUCT_NAME} does not stock or sell medicines and does not give medical advice. ` +
  'Prescriptions come from independent registered medical practitioners. ' +
  'The partner pharmacy that fulfils an order is responsible for compliance with all applicable drug and pharmacy regulations.';

export function copyrightLine(year: number): string {
  return `© ${year} ${COMPANY_NAME}. All rights reserved.`;
}

const SOCIAL_ICONS: Record<SocialNetwork, ReactElement> = {
  Facebook: <FacebookIcon />,
  Instagram: <InstagramIcon />,
  X: <XIcon />,
  LinkedIn: <LinkedInIcon />,
  YouTube: <YouTubeIcon />,
};

const footerLinkSx = {
  color: 'inherit',
  opacity: 0.85,
  textDecoration: 'none',
  '&:hover': { opacity: 1, textDecoration: 'underline' },
  '&:focus-visible': { opacity: 1, outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 0.5 },
} as const;

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} variant="body2" sx={footerLinkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** SPEC §2 "Page frame" footer. */
export default function Footer() {
  // The server's year in its HTML and while hydrating, the device's after (they differ at New Year).
  const year = useClockValue(calendarYear);
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.5rem', letterSpacing: '-0.02em' }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, mt: 1, mb: 2, maxWidth: 320 }}>
              Medicines from licensed pharmacies near you, delivered fast.
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              {SOCIAL_LINKS.map(({ network, href }) => (
                <IconButton
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${PRODUCT_NAME} on ${network}`}
                  sx={{ color: 'inherit', '&:focus-visible': { outline: '2px solid currentColor' } }}
                >
                  {SOCIAL_ICONS[network]}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <LinkColumn title={TEXTS.pageFrame.quickLinks} links={QUICK_LINKS} />
          <LinkColumn title={TEXTS.pageFrame.customerService} links={CUSTOMER_SERVICE_LINKS} />
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              Contact
            </Typography>
            <Stack component="address" sx={{ fontStyle: 'normal', gap: 1.25 }}>
              <Link
                href={SUPPORT.phoneHref}
                variant="body2"
                sx={{ ...footerLinkSx, display: 'inline-flex', gap: 1, alignItems: 'center' }}
              >
                <PhoneIcon fontSize="small" aria-hidden="true" />
                {SUPPORT.phone}
              </Link>
              <Link
                href={SUPPORT.emailHref}
                variant="body2"
                sx={{ ...footerLinkSx, display: 'inline-flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}
              >
                <EmailOutlinedIcon fontSize="small" aria-hidden="true" />
                {SUPPORT.email}
              </Link>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                Support {SUPPORT.availability}
              </Typography>
            </Stack>
          </Box>
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.2)', my: { xs: 3, md: 4 } }} />
        <Typography
          variant="caption"
          component="p"
          data-testid="legal-disclaimer"
          sx={{ opacity: 0.85, lineHeight: 1.6 }}
        >
          <strong>Disclaimer:</strong> {LEGAL_DISCLAIMER}
        </Typography>
        <Typography variant="body2" component="p" data-testid="copyright" sx={{ mt: 2, opacity: 0.9 }}>
          {copyrightLine(year)}
        </Typography>
      </Container>
    </Box>
  );
}
