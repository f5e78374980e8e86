import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { MAX_PROBLEM_PHOTOS, PROBLEM_PHOTO_ACCEPT, problemPhotosProblem } from '../domain/problem-photo';
import { reportProblem, uploadProblemPhoto } from '../api/orders-api';

/** SPEC refund flow: describe the problem, add photos; the team reviews the refund request. */
export function ReportProblemDialog({
  orderId,
  userId,
  open,
  onClose,
  onReported,
}: {
  orderId: string;
  userId: string;
  open: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const problem = problemPhotosProblem(photos);
  const report = useMutation({
    mutationFn: async () => {
      const ids = [];
      for (const photo of photos) ids.push(await uploadProblemPhoto(userId, photo));
      return reportProblem(orderId, reason.trim(), ids);
    },
    onSuccess: onReported,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="report-title">
      <DialogTitle id="report-title">Report a problem</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            Our team reviews your report. If it is approved, the items are collected and the refund goes to your
            original payment method.
          </Typography>
          <TextField
            label="What went wrong?"
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 1024 } }}
          />
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            Add photos
            <input
              hidden
              type="file"
              multiple
              accept={PROBLEM_PHOTO_ACCEPT}
              aria-label="Problem photos"
              onChange={(e) => {
                setPhotos([...(e.target.files ?? [])]);
                report.reset();
              }}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            Up to {MAX_PROBLEM_PHOTOS} photos, JPG, PNG or HEIC, 5 MB each. Only you, the pharmacy and our support team
            can see them.
          </Typography>
          {photos.length > 0 && (
            <Typography variant="body2" data-testid="problem-photos">
              {photos.map((p) => p.name).join(', ')}
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
          {report.isError && <Alert severity="error">{report.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={reason.trim().length < 3 || problem !== null || report.isPending}
          onClick={() => report.mutate()}
        >
          {report.isPending ? 'Sending…' : 'Send report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
