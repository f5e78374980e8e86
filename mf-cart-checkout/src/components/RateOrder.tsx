import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Rating, Skeleton, Stack, TextField, Typography } from '@instamg/shared/mui';
import { useToast } from '@instamg/shared/toast';
import { RATING_TEXT_MAX, mayRateAt, ratingEditableUntil } from '@instamg/shared/domain/store-rating';
import { orderKeys } from '../api/keys';
import { getMyRating, rateOrder, type MyRating } from '../api/ratings-api';
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { orderToast, useOrdersT, type OrdersT } from '../i18n/orders-catalogue';

/** A star count's word ("Good"), or nothing for no stars. */
const starWord = (t: OrdersT, value: number): string =>
  value >= 1 && value <= 5 ? t(`rate.star${value as 1 | 2 | 3 | 4 | 5}`) : '';
const starsText = (t: OrdersT, value: number) => t('rate.stars', { value, word: starWord(t, value) });

/** One 1–5 star question: a fieldset whose legend names it, MUI Rating's radios inside (arrow keys move). */
function StarsField({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: number | null;
  onChange(value: number | null): void;
}) {
  const t = useOrdersT();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating
          name={name}
          value={value}
          size="large"
          getLabelText={(stars: number) => t('rate.starRadio', { stars })}
          onChange={(_, next) => onChange(next)}
        />
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {value ? starWord(t, value) : ''}
        </Typography>
      </Stack>
    </Box>
  );
}

function RatingForm({
  orderId,
  current,
  onDone,
}: {
  orderId: string;
  current: MyRating | null;
  onDone(saved: MyRating): void;
}) {
  const t = useOrdersT();
  const toast = useToast();
  const [store, setStore] = useState<number | null>(current?.store_rating ?? null);
  const [delivery, setDelivery] = useState<number | null>(current?.delivery_rating ?? null);
  const [text, setText] = useState(current?.text ?? '');
  const save = useMutation({
    mutationFn: () =>
      rateOrder(orderId, { store_rating: store ?? 0, delivery_rating: delivery ?? 0, text: text.trim() || null }),
    onSuccess: (saved) => {
      toast(orderToast(t, 'ratingSaved'));
      onDone(saved);
    },
  });
  const textId = useId();
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (store && delivery) save.mutate();
      }}
    >
      <StarsField legend={t('rate.pharmacy')} name="store-rating" value={store} onChange={setStore} />
      <StarsField legend={t('rate.delivery')} name="delivery-rating" value={delivery} onChange={setDelivery} />
      <TextField
        id={textId}
        label={t('rate.textLabel')}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={t('rate.textHelp', { length: text.length, max: RATING_TEXT_MAX })}
        slotProps={{ htmlInput: { maxLength: RATING_TEXT_MAX } }}
      />
      {save.isError && (
        <Alert severity="error" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!store || !delivery || save.isPending}>
          {current ? t('rate.save') : t('rate.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * "Rate this order" on a delivered order's page (issue 33 §6): the pharmacy and the delivery,
 * 1–5 stars each, an optional text; changeable until 7 days after delivery (the function checks
 * again). Shows the customer's rating once given, and says when an admin has hidden it.
 */
export function RateOrder({ orderId, deliveredAt }: { orderId: string; deliveredAt: string }) {
  const t = useOrdersT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const rating = useQuery({ queryKey: orderKeys.rating(orderId), queryFn: () => getMyRating(orderId) });
  const [editing, setEditing] = useState(false);
  const open = mayRateAt(deliveredAt);
  if (rating.isPending)
    return <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} role="progressbar" aria-label={t('rate.loading')} />;
  if (rating.isError)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('rate.loadError', { message: rating.error.message })}
      </Alert>
    );
  const current = rating.data;
  // Nothing to show once the window has closed without a rating.
  if (!current && !open) return null;
  const until = formatDate(ratingEditableUntil(deliveredAt), locale, { dateStyle: 'medium' });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="rate-order-heading">
      <Typography id="rate-order-heading" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {current ? t('rate.yours') : t('rate.title')}
      </Typography>
      {current && !editing ? (
        <Stack spacing={1} data-testid="my-rating">
          <Typography>
            {t('rate.summary', {
              store: starsText(t, current.store_rating),
              delivery: starsText(t, current.delivery_rating),
            })}
          </Typography>
          {current.text && <Typography sx={{ overflowWrap: 'anywhere' }}>“{current.text}”</Typography>}
          {current.visibility === 'hidden' && <Alert severity="info">{t('rate.hidden')}</Alert>}
          {open && (
            <Box>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('rate.change')}
              </Button>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {t('rate.changeUntil', { until })}
              </Typography>
            </Box>
          )}
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('rate.ask', { until })}
          </Typography>
          <RatingForm
            orderId={orderId}
            current={current}
            onDone={(saved) => {
              queryClient.setQueryData(orderKeys.rating(orderId), saved);
              setEditing(false);
            }}
          />
        </>
      )}
    </Paper>
  );
}
