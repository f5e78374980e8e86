import { Box, Paper, Typography } from '@instamg/shared/mui';
import { PrescriptionUploader } from '../components/PrescriptionUploader';
import { PrescriptionList } from '../components/PrescriptionList';

export function UploadPrescriptionPage() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
        Upload prescription
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
