import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Grid, Link, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { BUSINESS_HOURS, SUPPORT, TEXTS } from '@instamg/shared/constants';
import { contactMailtoHref, readContactMessage, type ContactMessage } from './contact-message';
import { StaticPageLayout } from './StaticPageLayout';
import { SupportContactDetails } from './SupportContactDetails';

const texts = TEXTS.contact;

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
    setSent(readContactMessage(new FormData(event.currentTarget)));
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
                  // Honest about the demo: nothing was sent, so tell the visitor how to reach us.
                  <Alert severity="info" role="status">
                    Thank you, {sent.name}. This form does not send messages yet. For a reply, e-mail us at{' '}
                    <Link href={SUPPORT.emailHref}>{SUPPORT.email}</Link> or call{' '}
                    <Link href={SUPPORT.phoneHref}>{SUPPORT.phone}</Link>.{' '}
                    <Link href={contactMailtoHref(SUPPORT.email, sent)}>Open this message in your e-mail app</Link>.
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
              <Typography sx={{ mt: 2 }}>Support: {SUPPORT.availability}</Typography>
            </Paper>
          </Stack>
        </Grid>
      </Grid>
    </StaticPageLayout>
  );
}
