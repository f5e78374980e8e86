import { Accordion, AccordionDetails, AccordionSummary, Link, Typography } from '@instamg/shared/mui';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { FAQ_TOPICS, type FaqEntry } from './faq';
import { Paragraph, PolicySection, StaticPageLayout, sectionId } from './StaticPageLayout';

function FaqItem({ entry, id }: { entry: FaqEntry; id: string }) {
  const href = useLocaleHref();
  return (
    // MUI wraps the summary in an h3 and gives the details role="region" labelled by the summary,
    // following the WAI-ARIA accordion pattern; topic headings are h2.
    <Accordion disableGutters variant="outlined" slotProps={{ region: { id: `${id}-answer` } }} sx={{ mb: 1 }}>
      <AccordionSummary id={`${id}-question`} aria-controls={`${id}-answer`} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {entry.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography component="p" sx={{ lineHeight: 1.7 }}>
          {entry.answer}
        </Typography>
        {entry.more ? (
          <Typography component="p" sx={{ mt: 1 }}>
            More in our{' '}
            <Link component={RouterLink} to={href(entry.more.to)}>
              {entry.more.label}
            </Link>
            .
          </Typography>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

export default function FaqPage() {
  return (
    <StaticPageLayout title="Frequently Asked Questions">
      <Paragraph>Answers to the questions customers ask us most. Select a question to see its answer.</Paragraph>
      {FAQ_TOPICS.map((topic) => (
        <PolicySection key={topic.title} title={topic.title}>
          {topic.entries.map((entry, index) => (
            <FaqItem key={entry.question} entry={entry} id={`faq-${sectionId(topic.title)}-${index + 1}`} />
          ))}
        </PolicySection>
      ))}
    </StaticPageLayout>
  );
}
