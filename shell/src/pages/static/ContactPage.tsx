import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Grid, Link, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { BUSINESS_HOURS, SUPPORT } from '../../domain/company';
import { SHELL_TEXTS } from '../../domain/texts';
import { contactMailtoHref, readContactMessage, type ContactMessage } from './contact-message';
import { StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

const texts = SHELL_TEXTS.contact;

/** Hands a mailto: link to the browser (a no-op where no e-mail app is set up). */
function openMailApp(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.click();
}

function CardHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
      {children}
    </Typography>
  );
}

// SPEC §2 "Static pages" → Contact: the form makes no network call, and §5 says the browser alone
// validates it (required fields, email type, no custom messages).
export default function ContactPage() {
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const formHeadingId = useId();
  const infoHeadingId = useId();
  const hoursHeadingId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = readContactMessage(new FormData(event.currentTarget));
    setSent(message);
    // The form makes no call (SPEC §2): the visitor's own e-mail app sends the message.
    openMailApp(contactMailtoHref(SUPPORT.email, message));
  }

  return (
    <StaticPageLayout title="Contact Us">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box component="form" aria-labelledby={formHeadingId} onSubmit={handleSubmit}>
              <CardHeading id={formHeadingId}>{texts.formTitle}</CardHeading>
              <Stack spacing={2}>
                <TextField name="name" label={texts.name} autoComplete="name" required fullWidth />
                <TextField name="email" label={texts.email} type="email" autoComplete="email" required fullWidth />
                <TextField name="subject" label={texts.subject} required fullWidth />
                <TextField name="message" label={texts.message} multiline rows={texts.messageRows} required fullWidth />
                <Box>
                  <Button type="submit" variant="contained" size="large">
                    {texts.submit}
                  </Button>
                </Box>
                {sent ? (
                  <Alert severity="info" role="status">
                    Thank you, {sent.name}. Your e-mail app opens with this message to {SUPPORT.email}: send it from
                    there and we will reply. If it did not open,{' '}
                    <Link href={contactMailtoHref(SUPPORT.email, sent)}>open this message in your e-mail app</Link>,
                    e-mail us at <Link href={SUPPORT.emailHref}>{SUPPORT.email}</Link> or call{' '}
                    <Link href={SUPPORT.phoneHref}>{SUPPORT.phone}</Link>.
                  </Alert>
                ) : null}
              </Stack>
            </Box>
          </Paper>
        </Grid>

        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Paper component="section" aria-labelledby={infoHeadingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <CardHeading id={infoHeadingId}>{texts.contactInformation}</CardHeading>
              <SupportContactDetails />
            </Paper>
            <Paper component="section" aria-labelledby={hoursHeadingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <CardHeading id={hoursHeadingId}>{texts.businessHours}</CardHeading>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
              >
                {BUSINESS_HOURS.map(({ days, hours }) => (
                  <Box key={days} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {days}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {hours}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography sx={{ mt: 2 }}>
                Support answers {SUPPORT.availability}; the office keeps the hours above.
              </Typography>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
    </StaticPageLayout>
  );
}
