import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { expiryBand } from '@instamg/shared/domain/inventory';
import { formatINR } from '@instamg/shared/domain/money';
import { addBatch, type CatalogueMatch } from '../api/inventory-api';
import { useCatalogueSearch } from '../api/inventory-queries';
import { RequestListingForm } from './RequestListingForm';
import { sellingPriceProblemText, useInventoryT, type InventoryT } from '../../i18n/inventory-catalogue';

// The function's own refusal (its message) when it has one, else the catalogue's generic line.
const errorText = (t: InventoryT, error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('error.generic');

/** Pick a catalogue product (typeahead over catalog-search), then one batch of it. */
export function AddBatchForm({ storeId, onAdded }: { storeId: string; onAdded(): void }) {
  const t = useInventoryT();
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<CatalogueMatch | null>(null);
  const [asking, setAsking] = useState(false);
  const matches = useCatalogueSearch(product ? '' : query);
  const hasMatches = (matches.data?.length ?? 0) > 0;
  const [batch, setBatch] = useState('');
  const [expiry, setExpiry] = useState('');
  const [quantity, setQuantity] = useState('');
  const [mrp, setMrp] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const now = new Date();
  const band = /^\d{4}-\d{2}-\d{2}$/.test(expiry) ? expiryBand(`${expiry}T00:00:00.000Z`, now) : null;

  const choose = (match: CatalogueMatch) => {
    setProduct(match);
    setMrp(String(match.mrp));
    setPrice(String(match.mrp));
    setAdded(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const values = { quantity: Number(quantity), mrp: Number(mrp), price: Number(price) };
    let why: string | null;
    if (band === null) why = t('batch.needExpiry');
    else if (band === 'expired') why = t('batch.expired');
    else if (!Number.isInteger(values.quantity) || values.quantity < 0) why = t('batch.wholeQuantity');
    else if (!(values.mrp > 0)) why = t('batch.needMrp');
    else why = sellingPriceProblemText(t, values.price, values.mrp);
    setProblem(why);
    if (why) return;
    setSaving(true);
    try {
      await addBatch({
        store_id: storeId,
        product_id: product.id,
        batch: batch.trim(),
        expiry,
        quantity: values.quantity,
        mrp: values.mrp,
        selling_price: values.price,
      });
      setAdded(t('batch.added', { batch: batch.trim(), product: product.name }));
      setBatch('');
      setExpiry('');
      setQuantity('');
      onAdded();
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      {added && (
        <Alert severity="success" role="status" onClose={() => setAdded(null)}>
          {added}
        </Alert>
      )}
      {!product ? (
        <Stack spacing={1}>
          <TextField
            label={t('batch.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            helperText={t('batch.searchHelp')}
            // aria-controls only while the list exists: an id that is not on the page is invalid ARIA (axe).
            slotProps={{ htmlInput: { 'aria-controls': hasMatches ? 'catalogue-matches' : undefined } }}
          />
          {matches.isError && <Alert severity="error">{t('batch.searchDown')}</Alert>}
          {hasMatches && (
            <Paper variant="outlined">
              <List id="catalogue-matches" aria-label={t('batch.matches')} dense>
                {(matches.data ?? []).map((match) => (
                  <ListItemButton key={match.id} onClick={() => choose(match)}>
                    <ListItemText
                      primary={match.name}
                      secondary={t('batch.match', {
                        pack: match.pack_size,
                        manufacturer: match.manufacturer,
                        mrp: formatINR(match.mrp),
                      })}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          )}
          {query.trim().length >= 2 && matches.isSuccess && (
            <Box>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {matches.data.length === 0 ? t('batch.noMatch') : t('batch.notInList')}
              </Typography>
              <Button variant="outlined" onClick={() => setAsking(true)}>
                {t('batch.requestListing')}
              </Button>
            </Box>
          )}
          {asking && <RequestListingForm storeId={storeId} initialName={query} onClose={() => setAsking(false)} />}
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('batch.form')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
            <Button size="small" onClick={() => setProduct(null)}>
              {t('batch.change')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField label={t('batch.batch')} value={batch} onChange={(e) => setBatch(e.target.value)} required />
            <TextField
              label={t('batch.expiry')}
              type="date"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
            <TextField
              label={t('batch.quantity')}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('batch.mrp')}
              value={mrp}
              onChange={(e) => setMrp(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
            <TextField
              label={t('batch.price')}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText={t('batch.atMostMrp')}
              required
            />
          </Stack>
          {band === 'under_3_months' && <Alert severity="warning">{t('batch.expiresSoon')}</Alert>}
          {problem && <Alert severity="error">{problem}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {t('batch.submit')}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
