import { Box, Paper, Typography } from '@instamg/shared/mui';
import { PrescriptionUploader } from '../components/PrescriptionUploader';
import { PrescriptionList } from '../components/PrescriptionList';
import { RxRequestFlow } from '../components/RxRequestFlow';
import { useRxT } from '../i18n/rx-catalogue';

export function UploadPrescriptionPage() {
  const t = useRxT();
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        {t('page.title')}
      </Typography>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('page.rxOnly')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <RxRequestFlow />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('page.forCart')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <PrescriptionUploader />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        {t('page.mine')}
      </Typography>
      <PrescriptionList />
    </Box>
  );
}
