import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@instamg/shared/mui';
import { formatAddressLine, type Address } from '@instamg/shared/domain/address';

/** Asks before deleting a saved address; open while `address` is set. */
export function DeleteAddressDialog({
  address,
  deleting,
  onKeep,
  onDelete,
}: {
  address: Address | null;
  deleting: boolean;
  onKeep(): void;
  onDelete(address: Address): void;
}) {
  return (
    <Dialog open={address !== null} onClose={onKeep}>
      <DialogTitle>Delete this address?</DialogTitle>
      <DialogContent>
        <Typography>{address ? `${address.name}: ${formatAddressLine(address)}` : ''}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>Keep it</Button>
        <Button color="error" variant="contained" disabled={deleting} onClick={() => address && onDelete(address)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
