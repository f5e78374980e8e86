import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import {
  RETURN_EVENT_LABELS,
  parseReturnLines,
  returnStatusMeaning,
  returnTransition,
} from '@instamg/shared/domain/returns';
import { addReturnPhotos, uploadProblemPhoto } from '../api/orders-api';
import { orderKeys } from '../api/keys';
import { MAX_PROBLEM_PHOTOS, PROBLEM_PHOTO_ACCEPT, problemPhotosProblem } from '../domain/problem-photo';
import type { OrderEventsRow, RefundRequestsRow } from '@instamg/shared/appwrite/rows';
import { formatINR } from '@instamg/shared/domain/money';
import { useLocale } from '@instamg/shared/i18n';
import { orderWhen, useOrdersT, type OrdersMessageKey } from '../i18n/orders-catalogue';

/** The customer's return on the order page (issue 16 §6): where it stands, live; photos when the pharmacy asks. */
export function ReturnPanel({
  orderId,
  userId,
  ret,
  events,
}: {
  orderId: string;
  userId: string;
  ret: RefundRequestsRow;
  events: readonly OrderEventsRow[];
}) {
  const t = useOrdersT();
  const locale = useLocale();
  const when = (iso: string) => orderWhen(iso, locale);
  const queryClient = useQueryClient();
  const [photos, setPhotos] = useState<File[]>([]);
  const problem = problemPhotosProblem(photos);
  const add = useMutation({
    mutationFn: async () => {
      const ids = [];
      for (const photo of photos) ids.push(await uploadProblemPhoto(userId, photo));
      return addReturnPhotos(orderId, ids);
    },
    onSuccess: () => {
      setPhotos([]);
      void queryClient.invalidateQueries({ queryKey: orderKeys.orderReturn(orderId) });
    },
  });
  const lines = parseReturnLines(ret.lines);
  const meaning = returnStatusMeaning(ret.status);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="return-title">
      <Typography id="return-title" variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('return.title')}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="return-status" data-return={ret.status}>
        {meaning ? t(`returnStatus.${ret.status}`) : ret.status}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((l) => (
          <Typography component="li" variant="body2" key={l.item_id}>
            {t('return.line', { name: l.name, quantity: l.quantity, reason: t(`returnReason.${l.reason}`) })}
          </Typography>
        ))}
      </Stack>
      {ret.decision_note && meaning?.noteAs && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-note">
          {ret.status === 'rejected' ? t('return.noteReason') : t('return.noteAsk')}
          {ret.decision_note}
        </Typography>
      )}
      {ret.pickup_start && ret.pickup_end && meaning?.showsPickup && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-pickup">
          {t('return.pickup', { start: when(ret.pickup_start), end: when(ret.pickup_end) })}
        </Typography>
      )}
      {meaning?.refund && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-refund">
          {ret.refund_amount
            ? t(ret.status === 'refunded' ? 'return.refunded' : 'return.beingRefunded', {
                amount: formatINR(ret.refund_amount),
              })
            : t('return.notAccepted')}
        </Typography>
      )}
      <Stack component="ol" sx={{ m: 0, mt: 1, pl: 2 }} data-testid="return-timeline">
        {events
          .filter((e) => RETURN_EVENT_LABELS[e.type])
          .map((e) => (
            <Typography component="li" variant="body2" color="text.secondary" key={e.$id}>
              {t('return.event', { when: when(e.$createdAt), label: t(`returnEvent.${e.type}` as OrdersMessageKey) })}
            </Typography>
          ))}
      </Stack>
      {returnTransition(ret.status, 'add_photos') && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {t('return.choosePhotos')}
            <input
              hidden
              type="file"
              multiple
              accept={PROBLEM_PHOTO_ACCEPT}
              aria-label={t('return.photosLabel')}
              onChange={(e) => {
                setPhotos([...(e.target.files ?? [])]);
                add.reset();
              }}
            />
          </Button>
          {photos.length > 0 && <Typography variant="body2">{photos.map((p) => p.name).join(', ')}</Typography>}
          {problem && <Alert severity="error">{problem}</Alert>}
          {add.isError && <Alert severity="error">{add.error.message}</Alert>}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={photos.length === 0 || photos.length > MAX_PROBLEM_PHOTOS || problem !== null || add.isPending}
            onClick={() => add.mutate()}
          >
            {t('return.sendPhotos')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
