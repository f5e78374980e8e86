import type { ReactNode } from 'react';
import { Box, Container, List, ListItem, Typography } from '@instamg/shared/mui';
import { useClockValue } from '@instamg/shared/ssr';

// Building blocks shared by the six static pages: one h1 per page, h2 per section, h3 per
// sub-section, so the outline reads correctly to screen readers. The frame supplies <main>.

/** Turns a heading into a stable fragment id ("4. Prescription Policy" → "prescription-policy"). */
export function sectionId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') throw new Error(`sectionId: title "${title}" has no letters or digits to build an id from`);
  return slug;
}

export function StaticPageLayout({
  title,
  updatedLine,
  children,
}: {
  title: string;
  /**
   * The date line from today, e.g. "Last Updated: November 22, 2026"; omitted on pages without one.
   * Today is the server's (India's zone) in its HTML and while hydrating, the reader's after
   * (useClockValue); `timeZone` undefined means the reader's own.
   */
  updatedLine?: (today: Date, timeZone: string | undefined) => string;
  children: ReactNode;
}) {
  const dateLine = useClockValue((now, timeZone) => updatedLine?.(now, timeZone) ?? null);
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, mb: updatedLine ? 1 : 3 }}
      >
        {title}
      </Typography>
      {dateLine ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {dateLine}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  const id = sectionId(title);
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function PolicySubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" component="p" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <List dense disablePadding sx={{ listStyleType: 'disc', pl: 3, mb: 1.5 }}>
      {items.map((item, index) => (
        // Items are fixed policy text, never reordered, so the index is a stable key.
        <ListItem key={index} disableGutters sx={{ display: 'list-item', py: 0.25 }}>
          <Typography variant="body1" component="span" sx={{ lineHeight: 1.7 }}>
            {item}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
