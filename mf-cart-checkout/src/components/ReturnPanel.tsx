import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import {
  RETURN_EVENT_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  parseReturnLines,
  returnStatusMeaning,
  returnTransition,
} from '@instamg/shared/domain/returns';
import { addReturnPhotos, uploadProblemPhoto } from '../api/orders-api';
import { orderKeys } from '../api/keys';
import { MAX_PROBLEM_PHOTOS, PROBLEM_PHOTO_ACCEPT, problemPhotosProblem } from '../domain/problem-photo';
import type { OrderEventsRow, RefundRequestsRow } from '@instamg/shared/appwrite/rows';
import { formatINR } from '@instamg/shared/domain/money';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

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
        Return
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="return-status" data-return={ret.status}>
        {RETURN_STATUS_LABELS[ret.status] ?? ret.status}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {lines.map((l) => (
          <Typography component="li" variant="body2" key={l.item_id}>
            {l.name} × {l.quantity} · {RETURN_REASONS[l.reason]}
          </Typography>
        ))}
      </Stack>
      {ret.decision_note && meaning?.noteAs && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-note">
          {meaning.noteAs}
          {ret.decision_note}
        </Typography>
      )}
      {ret.pickup_start && ret.pickup_end && meaning?.showsPickup && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-pickup">
          Pickup: {when(ret.pickup_start)} – {when(ret.pickup_end)}. Keep the items in their packaging.
        </Typography>
      )}
      {meaning?.refund && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-refund">
          {ret.refund_amount
            ? `${formatINR(ret.refund_amount)} ${meaning.refund} to your original payment method.`
            : 'The pharmacy could not accept the items for a refund.'}
        </Typography>
      )}
      <Stack component="ol" sx={{ m: 0, mt: 1, pl: 2 }} data-testid="return-timeline">
        {events
          .filter((e) => RETURN_EVENT_LABELS[e.type])
          .map((e) => (
            <Typography component="li" variant="body2" color="text.secondary" key={e.$id}>
              {when(e.$createdAt)} · {RETURN_EVENT_LABELS[e.type]}
            </Typography>
          ))}
      </Stack>
      {returnTransition(ret.status, 'add_photos') && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            Choose photos
            <input
              hidden
              type="file"
              multiple
              accept={PROBLEM_PHOTO_ACCEPT}
              aria-label="Return photos"
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
            Send photos
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
