import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink } from '@instamg/shared/router';
import { formatINRFromPaise } from '@instamg/shared/domain/money';
import { orderReference } from '@instamg/shared/domain/order-number';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { countTiles, fetchGmv, fetchOpenRefundRequests, fetchPastWindow } from '../api/dashboard';
import { QUEUE_TILES, STATUS_TILES, STORE_TILES, gmvHref, tileHref, type CountTile } from '../domain/dashboard';

const keys = adminKeys.dashboard;

/** One figure: its label, the value (a skeleton while it loads) and the list it links to. */
function Tile(props: { id: string; label: string; value: ReactNode; href?: string; children?: ReactNode }) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h3">
        {props.label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`tile-${props.id}`}>
        {props.value}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {props.href ? (
        // The link's name is what it shows: the label and the figure.
        <CardActionArea component={RouterLink} to={props.href}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {props.children}
    </Card>
  );
}

function Tiles({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          // Two columns at 390 px, up to four on a wide screen.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const loading = <Skeleton variant="text" width={64} role="progressbar" aria-label="Loading" />;

function CountTiles({
  title,
  part,
  tiles,
}: {
  title: string;
  part: 'queues' | 'stores' | 'statuses';
  tiles: readonly CountTile[];
}) {
  const counts = useQuery({ queryKey: keys.part(part), queryFn: () => countTiles(tiles) });
  if (counts.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
            Try again
          </Button>
        }
      >
        {`${title}: the figures could not be loaded.`}
      </Alert>
    );
  return (
    <Tiles title={title}>
      {tiles.map((tile) => (
        <Tile
          key={tile.id}
          id={tile.id}
          label={tile.label}
          href={tileHref(tile.list, tile.filters)}
          value={counts.data ? counts.data[tile.id]!.toLocaleString('en-IN') : loading}
        />
      ))}
    </Tiles>
  );
}

function SalesTiles({ now }: { now: Date }) {
  const gmv = useQuery({ queryKey: keys.part('gmv'), queryFn: () => fetchGmv(now) });
  if (gmv.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void gmv.refetch()}>
            Try again
          </Button>
        }
      >
        Sales: the figures could not be loaded.
      </Alert>
    );
  return (
    <Tiles title="Sales (accepted orders, IST days)">
      <Tile
        id="gmv_today"
        label="GMV today"
        href={gmvHref(now, 1)}
        value={gmv.data ? formatINRFromPaise(gmv.data.todayPaise) : loading}
      />
      <Tile
        id="gmv_week"
        label="GMV, last 7 days"
        href={gmvHref(now, 7)}
        value={gmv.data ? formatINRFromPaise(gmv.data.weekPaise) : loading}
      />
    </Tiles>
  );
}

function AttentionTiles({ now }: { now: Date }) {
  const past = useQuery({ queryKey: keys.part('past-window'), queryFn: () => fetchPastWindow(now) });
  const refunds = useQuery({ queryKey: keys.part('refund-requests'), queryFn: fetchOpenRefundRequests });
  return (
    <Tiles title="Waiting on someone">
      <Tile
        id="past_window"
        label="Past their acceptance window"
        href={tileHref('orders', { queue: 'awaiting_acceptance', sort: '$createdAt.asc' })}
        value={
          past.isError ? 'Not available' : past.data ? `${past.data.count}${past.data.capped ? '+' : ''}` : loading
        }
      />
      <Tile
        id="refund_requests"
        label="Refund requests to decide"
        value={refunds.isError ? 'Not available' : refunds.data ? refunds.data.count.toLocaleString('en-IN') : loading}
      >
        {refunds.data && refunds.data.orders.length > 0 && (
          <Stack sx={{ px: 2, pb: 1.5 }} spacing={0.5}>
            {refunds.data.orders.map((o) => (
              <Link key={o.$id} component={RouterLink} to={`/admin/orders/${o.$id}`} variant="body2">
                {`Order ${orderReference(o)}`}
              </Link>
            ))}
          </Stack>
        )}
      </Tile>
    </Tiles>
  );
}

/** /admin/dashboard (issue 19 §1): the platform at a glance, every tile a link to its filtered list. */
export default function DashboardPage() {
  // One clock for the page: the IST day and the accept windows are worked out from it.
  const now = new Date();
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          <Typography variant="h1" color="primary">
            Dashboard
          </Typography>
          <SalesTiles now={now} />
          <CountTiles title="Needs attention" part="queues" tiles={QUEUE_TILES} />
          <AttentionTiles now={now} />
          <CountTiles title="Stores" part="stores" tiles={STORE_TILES} />
          <CountTiles title="Orders by state" part="statuses" tiles={STATUS_TILES} />
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
