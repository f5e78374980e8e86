import { useState } from 'react';
import { Alert, Box, Button, Paper, Rating, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { useLocale } from '@instamg/shared/i18n';
import { useStoreReviews, type StoreReview } from '../api/reviews';
import { ratedOnText, ratingText, useDashboardT } from '../../i18n/dashboard-catalogue';

const FIRST_SHOWN = 3;

function Review({ review }: { review: StoreReview }) {
  const t = useDashboardT();
  const locale = useLocale();
  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating
          value={review.store_rating}
          readOnly
          size="small"
          aria-label={t('reviews.stars', { rating: review.store_rating })}
        />
        <Typography variant="body2" color="text.secondary">
          {t('reviews.meta', {
            rating: review.delivery_rating,
            name: review.first_name ?? t('reviews.aCustomer'),
            date: ratedOnText(locale, review.rated_at),
          })}
        </Typography>
      </Stack>
      {review.text && <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{review.text}</Typography>}
    </Box>
  );
}

/**
 * The dashboard's "Customer ratings" (issue 33 §6): the store's average and count as customers see
 * them ("New" with none), and its shown ratings, newest first, with the author's first name only.
 */
export function StoreReviews({ storeId }: { storeId: string }) {
  const t = useDashboardT();
  const reviews = useStoreReviews(storeId);
  const [all, setAll] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="reviews-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography id="reviews-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
        {t('reviews.title')}
      </Typography>
      {reviews.isPending ? (
        <Skeleton variant="rounded" height={72} role="progressbar" aria-label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reviews.refetch()}>
              {t('reviews.retry')}
            </Button>
          }
        >
          {t('reviews.loadFailed')}
        </Alert>
      ) : (
        <>
          <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="store-rating-figure">
            ★ {ratingText(t, reviews.data)}
          </Typography>
          {reviews.data.items.length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              {t('reviews.none')}
            </Typography>
          ) : (
            <>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={t('reviews.latest')}>
                {(all ? reviews.data.items : reviews.data.items.slice(0, FIRST_SHOWN)).map((review) => (
                  <Review key={review.$id} review={review} />
                ))}
              </Box>
              {!all && reviews.data.items.length > FIRST_SHOWN && (
                <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
                  {t('reviews.showAll', { count: reviews.data.items.length })}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </Paper>
  );
}
