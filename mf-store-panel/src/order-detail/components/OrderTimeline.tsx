import { Paper, Stack, Typography } from '@instamg/shared/mui';
import type { OrderEventsRow } from '@instamg/shared/appwrite/rows';
import type { paymentWords } from '@instamg/shared/domain/payment-method';
import { isTechnicalEventNote } from '@instamg/shared/domain/order-event-words';
import { useLocale } from '@instamg/shared/i18n';
import { usePanelT } from '../../i18n/catalogue';
import { localTimeText, orderEventText, paymentWordsText, useOrderT } from '../../i18n/order-catalogue';

/** The order's history in words, oldest first, with the time of each step. */
export function OrderTimeline({
  order,
  events,
}: {
  order: Parameters<typeof paymentWords>[0];
  events: readonly OrderEventsRow[];
}) {
  const t = usePanelT();
  const ot = useOrderT();
  const locale = useLocale();
  const paymentMethod = paymentWordsText(ot, order);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="timeline">
      <Typography id="timeline" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {ot('timeline.title')}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2 }} data-testid="store-timeline">
        {events.map((e) => (
          <Typography component="li" variant="body2" key={e.$id}>
            {localTimeText(locale, e.$createdAt)} · {orderEventText(ot, t, e, { paymentMethod })}
            {/* The gateway's and the system's notes carry ids: only an admin sees them (issue 33 §7). */}
            {e.note && !isTechnicalEventNote(e) ? ` — ${e.note}` : ''}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
