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
import { formatDate, useLocale } from '@instamg/shared/i18n';
import { fetchListingRequests, type ListingRequestRow } from '../api/inventory-api';
import { listingStatusText, useInventoryT } from '../../i18n/inventory-catalogue';

const STATUS_COLOR: Record<ListingRequestRow['status'], 'warning' | 'success' | 'default'> = {
  open: 'warning',
  listed: 'success',
  declined: 'default',
};

/**
 * The store's listing requests and what the platform decided (issue 19 §3): a listed product can
 * be stocked at once; a declined one shows the admin's reason. Only the store's team reads its rows.
 */
export function ListingRequests({ storeId }: { storeId: string }) {
  const t = useInventoryT();
  const locale = useLocale();
  const requests = useQuery({
    queryKey: storePanelKeys.inventory.listingRequests(storeId),
    queryFn: () => fetchListingRequests(storeId),
  });
  if (requests.isError) return <Alert severity="error">{t('requests.loadFailed')}</Alert>;
  if (!requests.data) return null;
  if (requests.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('requests.none')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('requests.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('requests.requested')}</TableCell>
          <TableCell>{t('requests.medicine')}</TableCell>
          <TableCell>{t('requests.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {requests.data.map((request) => (
          <TableRow key={request.$id} data-testid="listing-request-row">
            <TableCell>{formatDate(new Date(request.$createdAt), locale)}</TableCell>
            <TableCell>
              {request.product_name}
              {request.manufacturer ? ` · ${request.manufacturer}` : ''}
            </TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Chip size="small" label={listingStatusText(t, request.status)} color={STATUS_COLOR[request.status]} />
                {request.status === 'listed' && request.product_id && (
                  <Link href={`/product/${request.product_id}`} target="_blank" rel="noopener" variant="body2">
                    {t('requests.view')}
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
