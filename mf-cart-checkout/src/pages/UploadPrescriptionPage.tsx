import { Box, Paper, Typography } from '@instamg/shared/mui';
import { PrescriptionUploader } from '../components/PrescriptionUploader';
import { PrescriptionList } from '../components/PrescriptionList';
import { RxRequestFlow } from '../components/RxRequestFlow';

export function UploadPrescriptionPage() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        Upload prescription
      </Typography>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Order with a prescription only
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <RxRequestFlow />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        Upload for a cart you build
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <PrescriptionUploader />
      </Paper>
      <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
        My prescriptions
      </Typography>
      <PrescriptionList />
    </Box>
  );
}
