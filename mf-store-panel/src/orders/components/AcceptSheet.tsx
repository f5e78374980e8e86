import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@instamg/shared/mui';
import type { OrderItemsRow } from '@instamg/shared/appwrite/rows';
import { formatINR } from '@instamg/shared/domain/money';
import { StatusChip } from '../../components/StatusChip';
import type { AcceptBlock } from '../domain/accept-rules';
import type { Countdown } from '../domain/countdown';
import { acceptBlockText, countdownText, usePanelT } from '../../i18n/catalogue';

export interface AcceptSheetProps {
  orderId: string;
  reference: string;
  /** e.g. "Delivery now · Sector 12, Dwarka" */
  where: string;
  total: number;
  items: readonly Pick<OrderItemsRow, '$id' | 'product_name' | 'pack_size' | 'quantity' | 'rx_required'>[] | undefined;
  itemsFailed: boolean;
  countdown: Countdown;
  accept: AcceptBlock;
  /** More orders ring behind this one. */
  othersWaiting: number;
  busy: boolean;
  onAccept(): void;
  onReject(): void;
  onLater(): void;
}

/**
 * The accept sheet of the order alert (issue 33 §3): full screen on a phone, with what was ordered
 * (names and quantities: staff decide from the items whether they can fill it), the countdown,
 * and Accept / Reject at the bottom within thumb reach. "Later" acknowledges it (the tone stops)
 * and leaves it in Orders → New.
 */
export function AcceptSheet(props: AcceptSheetProps) {
  const { reference, where, total, items, itemsFailed, countdown, accept, othersWaiting, busy } = props;
  const t = usePanelT();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Dialog
      open
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : props.onLater}
      aria-labelledby="accept-sheet-title"
      aria-describedby="accept-sheet-countdown"
      data-testid="accept-sheet"
      slotProps={{
        paper: { sx: { display: 'flex', flexDirection: 'column' }, ...{ 'data-order-id': props.orderId } },
      }}
    >
      <DialogTitle id="accept-sheet-title" sx={{ pb: 1 }}>
        {t('sheet.title', { reference })}
      </DialogTitle>
      <DialogContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          {countdown.kind !== 'none' && (
            <Typography
              id="accept-sheet-countdown"
              data-testid="accept-sheet-countdown"
              sx={{ fontWeight: 700, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}
              color={countdown.kind === 'over' ? 'error' : countdown.kind === 'paused' ? 'info.main' : 'warning.dark'}
            >
              {countdownText(t, countdown)}
            </Typography>
          )}
          <Typography color="text.secondary">{where}</Typography>
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            {t('sheet.items')}
          </Typography>
          {itemsFailed ? (
            <Alert severity="warning">{t('sheet.itemsFailed')}</Alert>
          ) : !items ? (
            <Skeleton variant="rounded" height={96} role="progressbar" aria-label={t('sheet.itemsLoading')} />
          ) : (
            <List dense disablePadding aria-label={t('sheet.itemsLabel')} data-testid="accept-sheet-items">
              {items.map((item) => (
                <ListItem key={item.$id} disableGutters divider>
                  <ListItemText
                    primary={item.product_name}
                    secondary={item.pack_size ?? undefined}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {item.rx_required && <StatusChip label={t('sheet.rx')} tone="warning" />}
                  <Typography sx={{ fontWeight: 700, ml: 2, whiteSpace: 'nowrap' }}>{`× ${item.quantity}`}</Typography>
                </ListItem>
              ))}
            </List>
          )}
          <Typography sx={{ fontWeight: 600 }}>{t('sheet.total', { amount: formatINR(total) })}</Typography>
          {!accept.ok && <Alert severity="info">{acceptBlockText(t, accept)}</Alert>}
          {othersWaiting > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('sheet.othersWaiting', { count: othersWaiting })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      {/* Thumb reach: the answers sit at the bottom edge of the sheet. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          p: 2,
          pb: 'calc(16px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            color="success"
            size="large"
            disabled={!accept.ok || busy}
            onClick={props.onAccept}
            sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem' }}
          >
            {t('sheet.accept')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="large"
            disabled={busy}
            onClick={props.onReject}
            sx={{ flex: 1, minHeight: 56, fontSize: '1.1rem' }}
          >
            {t('sheet.reject')}
          </Button>
        </Box>
        <Button fullWidth onClick={props.onLater} disabled={busy} sx={{ mt: 1, minHeight: 44 }}>
          {t('sheet.later')}
        </Button>
      </Box>
    </Dialog>
  );
}
