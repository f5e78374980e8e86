import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { maySetStoreStatus } from '@instamg/shared/domain/store-status';
import type { GoLiveItem } from '@instamg/shared/domain/store-go-live';
import type { StoreMembership } from '../../domain/store-membership';
import { storePanelHref } from '../../app/nav';
import { useGoLive, useOpenStore } from '../api/go-live';
import { StoreStatusSkeleton, StoreStatusSwitch } from './StoreStatusSwitch';

/** Where each item is done. */
const WHERE: Record<GoLiveItem, [string, string] | null> = {
  hours: ['Set hours', 'settings'],
  stock: ['Add stock', 'inventory'],
  pharmacist: ['Staff', 'settings'],
  bank: ['Bank account', 'settings'],
};

/**
 * The dashboard's store switch, or — for a store approved but not live yet (ADR 0015) — its
 * go-live checklist and the one button that opens it, enabled once every item is done.
 */
export function GoLiveChecklist({ store }: { store: StoreMembership }) {
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
          Go live
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Your store is closed to customers until you open it. Finish these first.
        </Typography>
        <List dense disablePadding aria-label="Go-live checklist" data-testid="go-live-checklist">
          {checklist.map((c) => {
            const where = WHERE[c.item];
            return (
              <ListItem
                key={c.item}
                disableGutters
                secondaryAction={
                  !c.done && where ? (
                    <Button size="small" component={RouterLink} to={storePanelHref(where[1])}>
                      {where[0]}
                    </Button>
                  ) : undefined
                }
              >
                <Typography component="span" aria-hidden sx={{ width: 28, flexShrink: 0 }}>
                  {c.done ? '✓' : '○'}
                </Typography>
                <ListItemText primary={c.label} secondary={c.done ? 'Done' : 'To do'} />
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
            Open the store
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            The store’s owner, admin or manager opens it.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
