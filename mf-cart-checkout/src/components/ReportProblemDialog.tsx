import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import {
  MEDICINE_RETURN_REASONS,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnableProduct,
} from '@instamg/shared/domain/returns';
import { MAX_PROBLEM_PHOTOS, PROBLEM_PHOTO_ACCEPT, problemPhotosProblem } from '../domain/problem-photo';
import { returnBlock } from '../domain/return-eligibility';
import { reportProblem, uploadProblemPhoto, type ReturnRules } from '../api/orders-api';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { returnBlockText, useOrdersT } from '../i18n/orders-catalogue';

interface Choice {
  quantity: number;
  reason: ReturnReason | '';
}

const reasonsFor = (product: ReturnableProduct | undefined): ReturnReason[] =>
  product?.medicinal === false ? (Object.keys(RETURN_REASONS) as ReturnReason[]) : [...MEDICINE_RETURN_REASONS];

/**
 * SPEC refund flow, issue 16 §6: choose the items to return (how many, why), describe the problem,
 * add photos; the pharmacy reviews the return. An item that cannot be returned (non-returnable, or
 * its window passed) is shown disabled with the reason; order-state checks it all again.
 */
export function ReportProblemDialog({
  orderId,
  userId,
  items,
  deliveredAt,
  rules,
  open,
  onClose,
  onReported,
}: {
  orderId: string;
  userId: string;
  items: readonly OrderItemsRow[];
  deliveredAt: string;
  rules: ReturnRules | undefined;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useOrdersT();
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [chosen, setChosen] = useState<Record<string, Choice>>({});
  const problem = problemPhotosProblem(photos);
  const now = new Date();
  const lines = Object.entries(chosen).map(([item_id, c]) => ({ item_id, quantity: c.quantity, reason: c.reason }));
  const ready = lines.length > 0 && lines.every((l) => l.reason !== '');
  const report = useMutation({
    mutationFn: async () => {
      const ids = [];
      for (const photo of photos) ids.push(await uploadProblemPhoto(userId, photo));
      return reportProblem(
        orderId,
        lines.map((l) => ({ ...l, reason: l.reason as ReturnReason })),
        reason.trim(),
        ids,
      );
    },
    onSuccess: onReported,
  });
  const toggle = (item: OrderItemsRow, on: boolean) =>
    setChosen((c) => {
      const next = { ...c };
      if (on) next[item.$id] = { quantity: item.quantity, reason: '' };
      else delete next[item.$id];
      return next;
    });
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="report-title">
      <DialogTitle id="report-title">{t('report.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t('report.intro')}</Typography>
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-label={t('report.items')}>
            {items.map((item) => {
              const product = rules?.products[item.product_id];
              const blocked = rules
                ? returnBlockText(t, returnBlock(product ?? {}, deliveredAt, now, rules.windows))
                : t('report.checking');
              const choice = chosen[item.$id];
              return (
                <Stack key={item.$id} spacing={1} data-testid="return-line">
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={!!choice}
                        disabled={blocked !== null}
                        onChange={(e) => toggle(item, e.target.checked)}
                      />
                    }
                    label={t('report.returnItem', { name: item.product_name })}
                  />
                  {blocked && (
                    <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                      {blocked}
                    </Typography>
                  )}
                  {choice && (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pl: 4 }}>
                      <TextField
                        select
                        size="small"
                        label={t('report.quantity', { name: item.product_name })}
                        value={choice.quantity}
                        onChange={(e) =>
                          setChosen((c) => ({ ...c, [item.$id]: { ...choice, quantity: Number(e.target.value) } }))
                        }
                        slotProps={{ select: { native: true } }}
                      >
                        {Array.from({ length: item.quantity }, (_, n) => n + 1).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </TextField>
                      <TextField
                        select
                        size="small"
                        label={t('report.why', { name: item.product_name })}
                        value={choice.reason}
                        onChange={(e) =>
                          setChosen((c) => ({
                            ...c,
                            [item.$id]: { ...choice, reason: e.target.value as ReturnReason },
                          }))
                        }
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        sx={{ minWidth: 260 }}
                      >
                        <option value="">{t('report.chooseReason')}</option>
                        {reasonsFor(product).map((r) => (
                          <option key={r} value={r}>
                            {t(`returnReason.${r}`)}
                          </option>
                        ))}
                      </TextField>
                    </Stack>
                  )}
                </Stack>
              );
            })}
          </Stack>
          <TextField
            label={t('report.whatWrong')}
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 900 } }}
          />
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {t('report.addPhotos')}
            <input
              hidden
              type="file"
              multiple
              accept={PROBLEM_PHOTO_ACCEPT}
              aria-label={t('report.photosLabel')}
              onChange={(e) => {
                setPhotos([...(e.target.files ?? [])]);
                report.reset();
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('report.photosHelp', { max: MAX_PROBLEM_PHOTOS })}
          </Typography>
          {photos.length > 0 && (
            <Typography variant="body2" data-testid="problem-photos">
              {photos.map((p) => p.name).join(', ')}
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {report.isError && <Alert severity="error">{report.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('report.close')}</Button>
        <Button
          variant="contained"
          disabled={!ready || problem !== null || report.isPending}
          onClick={() => report.mutate()}
        >
          {report.isPending ? t('report.sending') : t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
