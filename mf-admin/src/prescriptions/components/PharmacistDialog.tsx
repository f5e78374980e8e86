import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { adminKeys } from '../../api/keys';
import { fetchCertificateUrl, type PharmacistRow } from '../api/prescriptions';
import { REVOKE_REASON_LIMITS, formatIst, registrationState, revokeReasonError } from '../domain/prescription-view';
import { StoreLink } from '../../components/StoreLink';

interface PharmacistDialogProps {
  registration: PharmacistRow;
  onClose(): void;
  /** Confirms (active) or revokes; rejects with the function's message. */
  onDecide(active: boolean, text: string): Promise<unknown>;
}

/**
 * A registration beside its certificate (when the pharmacist uploaded one with the store's
 * application): confirm it (a note optional) or revoke it (a reason required; it takes effect on
 * their next verification).
 */
export function PharmacistDialog({ registration, onClose, onDecide }: PharmacistDialogProps) {
  const certificate = useQuery({
    queryKey: adminKeys.prescriptions.certificate(registration.$id),
    queryFn: () => fetchCertificateUrl(registration),
  });
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state = registrationState(registration);
  const decide = async (active: boolean) => {
    if (!active) {
      const error = revokeReasonError(text);
      if (error) return setProblem(error);
    }
    setBusy(true);
    try {
      await onDecide(active, text);
      onClose();
    } catch (failed) {
      setProblem(failed instanceof Error ? failed.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="pharmacist-dialog-title">
      <DialogTitle id="pharmacist-dialog-title">{registration.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>
            Check the council and registration number against the certificate. Only a confirmed pharmacist verifies
            prescriptions at the store; revoking takes effect at once.
          </DialogContentText>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              Store
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <StoreLink storeId={registration.store_id} />
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Council
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {registration.pharmacy_council}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Registration number
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {registration.registration_number}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Status
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {state.label}
              {registration.confirmed_at ? ` (last confirmed ${formatIst(registration.confirmed_at)})` : ''}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Certificate
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {certificate.isPending ? (
                'Loading…'
              ) : certificate.data ? (
                <Link href={certificate.data} target="_blank" rel="noopener">
                  Open the registration certificate
                </Link>
              ) : (
                'None uploaded'
              )}
            </Typography>
          </Box>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            fullWidth
            multiline
            minRows={2}
            label={state.active ? 'Reason to revoke, or a note to confirm' : 'Note (optional)'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REVOKE_REASON_LIMITS.max } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {state.active && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => void decide(false)}>
            Revoke
          </Button>
        )}
        <Button variant="contained" disabled={busy} onClick={() => void decide(true)}>
          {state.active ? 'Confirm again' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
