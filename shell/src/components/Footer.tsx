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
import { useLocaleHref } from '@instamg/shared/i18n';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { SUPPORT } from '../domain/company';
import { COMPANY_NAME } from '../domain/legal';
import { useShellT, type ShellMessageKey } from '../i18n/catalogue';
import {
  CUSTOMER_SERVICE_LINKS,
  type FooterLink,
  QUICK_LINKS,
  SOCIAL_LINKS,
  type SocialNetwork,
} from '../domain/footer-links';

// The legal lines live in domain/legal.ts (the English catalogue references them).
export { COMPANY_NAME, LEGAL_DISCLAIMER, copyrightLine } from '../domain/legal';

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

function LinkColumn({ id, title, links }: { id: string; title: string; links: readonly FooterLink[] }) {
  const t = useShellT();
  const href = useLocaleHref();
  const headingId = `footer-${id}`;
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={href(link.to)} variant="body2" sx={footerLinkSx}>
              {t(`link.${link.key}` as ShellMessageKey)}
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
  const t = useShellT();
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
              {t('footer.tagline')}
            </Typography>
            <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
              {SOCIAL_LINKS.map(({ network, href }) => (
                <IconButton
                  key={network}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.social', { product: PRODUCT_NAME, network })}
                  sx={{ color: 'inherit', '&:focus-visible': { outline: '2px solid currentColor' } }}
                >
                  {SOCIAL_ICONS[network]}
                </IconButton>
              ))}
            </Stack>
          </Box>
          <LinkColumn id="quick-links" title={t('footer.quickLinks')} links={QUICK_LINKS} />
          <LinkColumn id="customer-service" title={t('footer.customerService')} links={CUSTOMER_SERVICE_LINKS} />
          <Box>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t('footer.contact')}
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
                {t('footer.support', { hours: t('footer.supportHours') })}
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
          <strong>{t('footer.disclaimerLabel')}</strong> {t('footer.disclaimer')}
        </Typography>
        <Typography variant="body2" component="p" data-testid="copyright" sx={{ mt: 2, opacity: 0.9 }}>
          {/* The year as written (a string): ICU would group a number as 2,031. */}
          {t('footer.copyright', { year: String(year), company: COMPANY_NAME })}
        </Typography>
      </Container>
    </Box>
  );
}
