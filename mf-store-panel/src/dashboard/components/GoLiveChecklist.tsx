import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { maySetStoreStatus } from '@instamg/shared/domain/store-status';
import type { GoLiveItem } from '@instamg/shared/domain/store-go-live';
import type { StoreMembership } from '../../domain/store-membership';
import { storePanelHref } from '../../app/nav';
import { useGoLive, useOpenStore } from '../api/go-live';
import { StoreStatusSkeleton, StoreStatusSwitch } from './StoreStatusSwitch';
import { goLiveItemText, useDashboardT } from '../../i18n/dashboard-catalogue';

/** Where each item is done (the button's words are the catalogue's golive.where.*). */
const WHERE: Record<GoLiveItem, string | null> = {
  hours: 'settings',
  stock: 'inventory',
  pharmacist: 'settings',
  bank: 'settings',
};

/**
 * The dashboard's store switch, or — for a store approved but not live yet (ADR 0015) — its
 * go-live checklist and the one button that opens it, enabled once every item is done.
 */
export function GoLiveChecklist({ store }: { store: StoreMembership }) {
  const t = useDashboardT();
  const goLive = useGoLive(store.storeId);
  const open = useOpenStore(store.storeId);
  // Most stores are live: their switch's own shape while this is read, so nothing moves after.
  if (goLive.isPending) return <StoreStatusSkeleton store={store} />;
  if (goLive.isError || !goLive.data.pending) return <StoreStatusSwitch store={store} />;
  const { checklist } = goLive.data;
  const complete = checklist.every((c) => c.done);
  const mayOpen = maySetStoreStatus([store.role]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="go-live-title" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack spacing={1.5}>
        <Typography id="go-live-title" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('golive.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('golive.intro')}
        </Typography>
        <List dense disablePadding aria-label={t('golive.list')} data-testid="go-live-checklist">
          {checklist.map((c) => {
            const where = WHERE[c.item];
            return (
              <ListItem
                key={c.item}
                disableGutters
                secondaryAction={
                  !c.done && where ? (
                    <Button size="small" component={RouterLink} to={storePanelHref(where)}>
                      {t(`golive.where.${c.item}`)}
                    </Button>
                  ) : undefined
                }
              >
                <Typography component="span" aria-hidden sx={{ width: 28, flexShrink: 0 }}>
                  {c.done ? '✓' : '○'}
                </Typography>
                <ListItemText
                  primary={goLiveItemText(t, c.item)}
                  secondary={c.done ? t('golive.done') : t('golive.todo')}
                />
              </ListItem>
            );
          })}
        </List>
        {open.isError && <Alert severity="error">{open.error.message}</Alert>}
        {mayOpen ? (
          <Button
            variant="contained"
            color="success"
            disabled={!complete || open.isPending}
            onClick={() => open.mutate()}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
          >
            {t('golive.open')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('golive.whoOpens')}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
