import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@instamg/shared/mui';
import { storePanelKeys } from '../../api/keys';
import { fetchListingRequests, type ListingRequestRow } from '../api/inventory-api';

const STATUS: Record<ListingRequestRow['status'], { label: string; color: 'warning' | 'success' | 'default' }> = {
  open: { label: 'Waiting for review', color: 'warning' },
  listed: { label: 'Listed', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
};

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/**
 * The store's listing requests and what the platform decided (issue 19 §3): a listed product can
 * be stocked at once; a declined one shows the admin's reason. Only the store's team reads its rows.
 */
export function ListingRequests({ storeId }: { storeId: string }) {
  const requests = useQuery({
    queryKey: storePanelKeys.inventory.listingRequests(storeId),
    queryFn: () => fetchListingRequests(storeId),
  });
  if (requests.isError) return <Alert severity="error">Your listing requests could not be loaded.</Alert>;
  if (!requests.data) return null;
  if (requests.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No listing requests yet. Search for a medicine above; if the catalogue lacks it, request a listing.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Your listing requests">
      <TableHead>
        <TableRow>
          <TableCell>Requested</TableCell>
          <TableCell>Medicine</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {requests.data.map((request) => (
          <TableRow key={request.$id} data-testid="listing-request-row">
            <TableCell>{day.format(new Date(request.$createdAt))}</TableCell>
            <TableCell>
              {request.product_name}
              {request.manufacturer ? ` · ${request.manufacturer}` : ''}
            </TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Chip size="small" label={STATUS[request.status].label} color={STATUS[request.status].color} />
                {request.status === 'listed' && request.product_id && (
                  <Link href={`/product/${request.product_id}`} target="_blank" rel="noopener" variant="body2">
                    View in the catalogue
                  </Link>
                )}
                {request.status === 'declined' && request.decline_reason && (
                  <Typography variant="body2" color="text.secondary">
                    {request.decline_reason}
                  </Typography>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
