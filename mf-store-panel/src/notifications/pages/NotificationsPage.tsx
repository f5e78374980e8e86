import { Alert, Box, Button, Link, Paper, Skeleton, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { useReadyStore } from '../../api/current-store';
import { storePanelHref } from '../../app/nav';
import { EmptyState } from '../../components/EmptyState';
import { SectionPage } from '../../components/SectionPage';
import { useMarkRead, useNotifications, type StoreNotification } from '../api/notifications';
import { linksToOrder, linksToListingRequests } from '../domain/inbox';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useLocale } from '@instamg/shared/i18n';
import { sectionText, usePanelT } from '../../i18n/catalogue';
import { notificationTimeText, useDashboardT } from '../../i18n/dashboard-catalogue';

/**
 * /store/notifications (issue 15 §6): the store's inbox — new orders, orders moved away,
 * prescriptions waiting, cancellation requests — newest first, live (the frame's unread hook
 * refetches it on every Realtime event of this store), with mark read and mark all read.
 */
export default function NotificationsPage() {
  const t = useDashboardT();
  const panelT = usePanelT();
  const { store } = useReadyStore();
  const inbox = useNotifications(store.storeId);
  const mark = useMarkRead(store.storeId);
  const unread = inbox.data?.filter((n) => !n.read_at).length ?? 0;

  let content;
  if (inbox.isPending) {
    content = (
      <Stack spacing={1} aria-busy="true" role="status" aria-label={t('notes.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  } else if (inbox.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void inbox.refetch()}>
            {t('notes.retry')}
          </Button>
        }
      >
        {t('notes.loadFailed')}
      </Alert>
    );
  } else if (inbox.data.length === 0) {
    content = <EmptyState title={t('notes.emptyTitle')}>{t('notes.emptyText')}</EmptyState>;
  } else {
    content = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="notification-list">
        {inbox.data.map((n) => (
          <NotificationItem
            key={n.$id}
            notification={n}
            busy={mark.isPending}
            onMarkRead={() => mark.mutate({ notificationId: n.$id })}
          />
        ))}
      </Stack>
    );
  }

  return (
    <SectionPage title={sectionText(panelT, 'notifications')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary" role="status" data-testid="unread-summary">
          {inbox.data ? (unread === 0 ? t('notes.allRead') : t('notes.unread', { count: unread })) : ''}
        </Typography>
        <Button variant="outlined" disabled={unread === 0 || mark.isPending} onClick={() => mark.mutate({ all: true })}>
          {t('notes.markAll')}
        </Button>
      </Stack>
      {mark.isError && <Alert severity="error">{t('notes.markFailed')}</Alert>}
      {content}
    </SectionPage>
  );
}

function NotificationItem({
  notification: n,
  busy,
  onMarkRead,
}: {
  notification: StoreNotification;
  busy: boolean;
  onMarkRead(): void;
}) {
  const t = useDashboardT();
  const locale = useLocale();
  const isUnread = !n.read_at;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="notification"
      data-kind={n.kind}
      data-unread={isUnread ? 'true' : 'false'}
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        borderLeftWidth: 4,
        borderLeftColor: isUnread ? 'primary.main' : 'divider',
        bgcolor: isUnread ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontSize: '1rem', fontWeight: isUnread ? 700 : 500 }}>
          {isUnread && (
            <Box component="span" sx={visuallyHidden}>
              {t('notes.unreadPrefix')}
            </Box>
          )}
          {n.title}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {n.body}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ pt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={n.$createdAt}>
            {notificationTimeText(locale, n.$createdAt)}
          </Typography>
          {linksToOrder(n.kind, n.order_id) && (
            <Link component={RouterLink} to={storePanelHref(`orders/${n.order_id}`)} variant="body2">
              {t('notes.openOrder')}
            </Link>
          )}
          {linksToListingRequests(n.kind) && (
            <Link component={RouterLink} to={storePanelHref('inventory/add')} variant="body2">
              {t('notes.listingRequests')}
            </Link>
          )}
        </Stack>
      </Box>
      {isUnread && (
        <Button size="small" onClick={onMarkRead} disabled={busy} sx={{ flexShrink: 0 }}>
          {t('notes.markRead')}
        </Button>
      )}
    </Paper>
  );
}
