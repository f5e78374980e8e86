import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storePanelKeys } from '../../api/keys';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@instamg/shared/mui';
import { requestListing } from '../api/inventory-api';
import { useInventoryT } from '../../i18n/inventory-catalogue';

/** A medicine the catalogue lacks: the platform's admins see the request. */
export function RequestListingForm(props: { storeId: string; initialName: string; onClose(): void }) {
  const t = useInventoryT();
  const [name, setName] = useState(props.initialName);
  const [manufacturer, setManufacturer] = useState('');
  const [packSize, setPackSize] = useState('');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'sent' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const queryClient = useQueryClient();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await requestListing({
        store_id: props.storeId,
        product_name: name.trim(),
        manufacturer: manufacturer.trim() || undefined,
        pack_size: packSize.trim() || undefined,
        note: note.trim() || undefined,
      });
      setState('sent');
      void queryClient.invalidateQueries({ queryKey: storePanelKeys.inventory.listingRequests(props.storeId) });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '');
      setState('failed');
    }
  };
  if (state === 'sent')
    return (
      <Alert severity="success" role="status" onClose={props.onClose}>
        {t('request.sent', { name: name.trim() })}
      </Alert>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('request.title')}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          {t('request.title')}
        </Typography>
        <TextField label={t('request.name')} value={name} onChange={(e) => setName(e.target.value)} required />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label={t('request.manufacturer')}
            value={manufacturer}
            onChange={(e) => setManufacturer(e.target.value)}
          />
          <TextField label={t('request.packSize')} value={packSize} onChange={(e) => setPackSize(e.target.value)} />
        </Stack>
        <TextField
          label={t('request.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
        />
        {state === 'failed' && <Alert severity="error">{message || t('request.failed')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={state === 'saving' || name.trim().length < 2}>
            {t('request.send')}
          </Button>
          <Button onClick={props.onClose} sx={{ ml: 1 }}>
            {t('request.cancel')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
