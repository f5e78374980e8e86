import { Link as RouterLink } from '@instamg/shared/router';
import { Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import { useQueryClient } from '@tanstack/react-query';
import { storePanelKeys } from '../../api/keys';
import { useReadyStore } from '../../api/current-store';
import { SectionPage } from '../../components/SectionPage';
import { storePanelHref } from '../../app/nav';
import { AddBatchForm } from '../components/AddBatchForm';
import { CsvImport } from '../components/CsvImport';
import { ListingRequests } from '../components/ListingRequests';
import { useInventoryT } from '../../i18n/inventory-catalogue';

/** /store/inventory/add (issue 18 §2): one batch from the catalogue, a listing request, or a CSV import. */
export default function AddInventoryPage() {
  const { store } = useReadyStore();
  const t = useInventoryT();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: storePanelKeys.inventory.grid() });
  return (
    <SectionPage title={t('add.title')}>
      <Stack direction="row">
        <Button component={RouterLink} to={storePanelHref('inventory')}>
          {t('add.back')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="add-batch-heading">
        <Typography id="add-batch-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          {t('add.batchHeading')}
        </Typography>
        <AddBatchForm storeId={store.storeId} onAdded={refresh} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="requests-heading">
        <Typography id="requests-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          {t('add.requestsHeading')}
        </Typography>
        <ListingRequests storeId={store.storeId} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="csv-heading">
        <Typography id="csv-heading" variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          {t('add.csvHeading')}
        </Typography>
        <CsvImport storeId={store.storeId} />
      </Paper>
    </SectionPage>
  );
}
