import { useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Container,
  FormControlLabel,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { NON_RETURNABLE_KEYS, NON_RETURNABLE_REASONS } from '@instamg/shared/domain/returns';
import {
  PRODUCT_GST_RATES,
  PRODUCT_SCHEDULES,
  SCHEDULE_LABELS,
  isSoldOnline,
  productFieldName,
  type ProductErrors,
  type ProductField,
  type ProductSchedule,
} from '@instamg/shared/domain/catalog/product';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { LISTING_REQUESTS_GRID, PRODUCTS_GRID } from '@instamg/shared/grid/grid-specs';
import {
  createProduct,
  fetchCategories,
  fetchListingRequest,
  fetchProduct,
  setProductActive,
  updateProduct,
  uploadProductImage,
  type ListingRequestRow,
  type ProductRow,
} from '../api/products';
import {
  EMPTY_PRODUCT_FORM,
  checkForm,
  formFromRequest,
  formFromRow,
  withCategory,
  withSchedule,
  type ProductForm,
} from '../domain/product-form';

const INVENTORY = `${ROUTES.adminRoot}/inventory`;
const TEXT_FIELDS: Array<[ProductField & keyof ProductForm, { required?: boolean; multiline?: boolean; md: number }]> =
  [
    ['name', { required: true, md: 6 }],
    ['manufacturer', { required: true, md: 6 }],
    ['salt_composition', { required: true, md: 6 }],
    ['strength', { md: 6 }],
    ['dosage_form', { required: true, md: 6 }],
    ['pack_size', { required: true, md: 6 }],
  ];

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * /admin/inventory/add, /admin/inventory/edit/{id}, /admin/inventory/{id} and
 * /admin/product/edit/{id} (issue 19 §3): one editor of every product column, checked with the
 * shared validator as the admin types and again by the admin-catalog function on save.
 */
export default function ProductEditorPage() {
  const { productId } = useParams();
  const [params] = useSearchParams();
  // /admin/inventory/add?request={id}: approving a store's listing request (issue 19 §3).
  const requestId = productId === undefined ? params.get('request') : null;
  const existing = useQuery({
    queryKey: adminKeys.products.detail(productId ?? ''),
    queryFn: () => fetchProduct(productId!),
    enabled: productId !== undefined,
  });
  const request = useQuery({
    queryKey: adminKeys.products.listingRequest(requestId ?? ''),
    queryFn: () => fetchListingRequest(requestId!),
    enabled: requestId !== null,
  });
  return (
    <RemoteRoot>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Link component={RouterLink} to={INVENTORY}>
          ← Catalogue
        </Link>
        {productId === undefined && requestId !== null ? (
          request.isPending ? (
            <CircularProgress aria-label="Loading the listing request" sx={{ mt: 3 }} />
          ) : request.isError ? (
            <Alert severity="error" sx={{ mt: 3 }}>
              {`This listing request could not be loaded: ${errorText(request.error)}`}
            </Alert>
          ) : (
            <Editor key={`request-${request.data.$id}`} row={null} request={request.data} />
          )
        ) : productId === undefined ? (
          <Editor key="new" row={null} />
        ) : existing.isPending ? (
          <CircularProgress aria-label="Loading the product" sx={{ mt: 3 }} />
        ) : existing.isError ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {`This product could not be loaded: ${errorText(existing.error)}`}
          </Alert>
        ) : (
          <Editor key={existing.data.$id + existing.data.$updatedAt} row={existing.data} />
        )}
      </Container>
    </RemoteRoot>
  );
}

function Editor({ row, request }: { row: ProductRow | null; request?: ListingRequestRow }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: adminKeys.categories.all(), queryFn: fetchCategories });
  const approving = request?.status === 'open' ? request : undefined;
  const [form, setForm] = useState<ProductForm>(() =>
    row ? formFromRow(row) : request ? formFromRequest(request) : EMPTY_PRODUCT_FORM,
  );
  const [touched, setTouched] = useState<Partial<Record<ProductField, boolean>>>({});
  const [showAll, setShowAll] = useState(false);
  const checked = checkForm(form);
  const errors: ProductErrors = checked.ok ? {} : checked.errors;
  const shownError = (field: ProductField) => (showAll || touched[field] ? errors[field] : undefined);

  const set = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const touch = (field: ProductField) => setTouched((t) => ({ ...t, [field]: true }));

  const refresh = async (saved: ProductRow) => {
    queryClient.setQueryData(adminKeys.products.detail(saved.$id), saved);
    await queryClient.invalidateQueries({ queryKey: adminKeys.grid(PRODUCTS_GRID.id) });
  };

  const save = useMutation({
    mutationFn: async () => {
      if (!checked.ok) throw new Error('invalid');
      return row ? updateProduct(row.$id, checked.values) : createProduct(checked.values, approving?.$id);
    },
    onSuccess: async (saved) => {
      toast(row ? ADMIN_TOASTS.productSaved : approving ? ADMIN_TOASTS.listingApproved : ADMIN_TOASTS.productCreated);
      if (approving) {
        await queryClient.invalidateQueries({ queryKey: adminKeys.grid(LISTING_REQUESTS_GRID.id) });
        await queryClient.invalidateQueries({ queryKey: adminKeys.products.listingRequest(approving.$id) });
      }
      await refresh(saved);
      if (!row) navigate(`${INVENTORY}/edit/${saved.$id}`, { replace: true });
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, errorText(error)),
  });
  const listing = useMutation({
    mutationFn: (active: boolean) => setProductActive(row!.$id, active),
    onSuccess: async (saved) => {
      toast(saved.is_active ? ADMIN_TOASTS.productActivated : ADMIN_TOASTS.productDeactivated);
      await refresh(saved);
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, errorText(error)),
  });
  const upload = useMutation({
    mutationFn: uploadProductImage,
    onSuccess: (url) => set('image_url', url),
    onError: (error) => toast(ADMIN_TOASTS.imageUploadFailed, errorText(error)),
  });

  const onSubmit = () => {
    setShowAll(true);
    if (checked.ok) save.mutate();
  };
  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };
  const firstErrors = Object.keys(errors).length;

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1" color="primary">
          {row ? `Edit ${String(row.name)}` : 'Add product'}
        </Typography>
        {row && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="listing-status" color={row.is_active ? 'success.main' : 'text.secondary'}>
              {row.is_active ? 'Listed' : 'Unlisted'}
            </Typography>
            <Button
              variant="outlined"
              color={row.is_active ? 'error' : 'primary'}
              disabled={listing.isPending}
              onClick={() => listing.mutate(!row.is_active)}
            >
              {row.is_active ? 'Unlist' : 'List'}
            </Button>
            <Button component="a" href={`/product/${row.$id}`} target="_blank" rel="noopener">
              View on site
            </Button>
          </Stack>
        )}
      </Stack>
      {request && (
        <Alert severity={approving ? 'info' : 'warning'} data-testid="listing-request">
          {approving
            ? `Approving a store's listing request for "${request.product_name}"${request.note ? ` (note: ${request.note})` : ''}. ` +
              'Saving adds the product to the catalogue, marks the request listed and tells the store.'
            : `This listing request is already ${request.status}; saving adds a product without changing it.`}
        </Alert>
      )}
      {!isSoldOnline(form.schedule) && (
        <Alert severity="warning">
          Schedule X and NDPS medicines are listed for information only: customers cannot order them online.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate aria-label="Product" onSubmit={(event) => event.preventDefault()}>
          <Grid container spacing={2}>
            {TEXT_FIELDS.map(([field, { required, md }]) => (
              <Grid key={field} size={{ xs: 12, md }}>
                <TextField
                  fullWidth
                  size="small"
                  label={productFieldName(field)}
                  required={required}
                  value={form[field] as string}
                  onChange={(event) => set(field, event.target.value)}
                  onBlur={() => touch(field)}
                  error={Boolean(shownError(field))}
                  helperText={shownError(field)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                size="small"
                label="MRP (₹)"
                required
                inputMode="decimal"
                value={form.mrp}
                onChange={(event) => set('mrp', event.target.value)}
                onBlur={() => touch('mrp')}
                error={Boolean(shownError('mrp'))}
                helperText={shownError('mrp')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                size="small"
                label="Price (₹)"
                required
                inputMode="decimal"
                value={form.price}
                onChange={(event) => set('price', event.target.value)}
                onBlur={() => touch('price')}
                error={Boolean(shownError('price'))}
                helperText={shownError('price')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="GST rate"
                value={form.gst_rate}
                onChange={(event) => set('gst_rate', event.target.value)}
                error={Boolean(shownError('gst_rate'))}
                helperText={shownError('gst_rate')}
              >
                {/* A rate no longer allowed (an old 12%) shows, so the admin sees what to change. */}
                {[...new Set([...PRODUCT_GST_RATES.map(String), form.gst_rate])].filter(Boolean).map((rate) => (
                  <MenuItem key={rate} value={rate}>
                    {`${rate}%`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                fullWidth
                size="small"
                label="HSN code"
                required
                inputMode="numeric"
                value={form.hsn}
                onChange={(event) => set('hsn', event.target.value)}
                onBlur={() => touch('hsn')}
                error={Boolean(shownError('hsn'))}
                helperText={shownError('hsn')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {/* Issue 33 §2: what both panels' search finds the product by (typed or scanned). */}
              <TextField
                fullWidth
                size="small"
                label="Barcode"
                inputMode="numeric"
                value={form.barcode}
                onChange={(event) => set('barcode', event.target.value)}
                onBlur={() => touch('barcode')}
                error={Boolean(shownError('barcode'))}
                helperText={shownError('barcode') ?? 'EAN-13 from the pack (optional)'}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Schedule"
                value={form.schedule}
                onChange={(event) => setForm((f) => withSchedule(f, event.target.value as ProductSchedule))}
              >
                {PRODUCT_SCHEDULES.map((schedule) => (
                  <MenuItem key={schedule} value={schedule}>
                    {SCHEDULE_LABELS[schedule]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Category"
                required
                value={categories.data ? form.category_id : ''}
                onChange={(event) => {
                  const category = categories.data?.find((c) => c.id === event.target.value);
                  if (category) setForm((f) => withCategory(f, category, row === null));
                }}
                error={Boolean(shownError('category_id'))}
                helperText={shownError('category_id') ?? (categories.isError ? 'Categories could not be loaded.' : '')}
              >
                {(categories.data ?? []).map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.isActive ? category.name : `${category.name} (inactive)`}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox checked={form.rx_required} onChange={(event) => set('rx_required', event.target.checked)} />
                }
                label="Prescription required"
              />
              {shownError('rx_required') && (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {shownError('rx_required')}
                </Typography>
              )}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox checked={form.medicinal} onChange={(event) => set('medicinal', event.target.checked)} />
                }
                label="Medicine (returns within 24 hours; unticked: non-medicinal, unopened within 7 days)"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                label="Returns"
                value={form.non_returnable}
                onChange={(event) => set('non_returnable', event.target.value as ProductForm['non_returnable'])}
                error={Boolean(shownError('non_returnable'))}
                helperText={shownError('non_returnable') ?? ''}
              >
                <MenuItem value="">Returnable as the policy says</MenuItem>
                {NON_RETURNABLE_KEYS.map((key) => (
                  <MenuItem key={key} value={key}>
                    Not returnable: {NON_RETURNABLE_REASONS[key]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {!row && (
              <Grid size={{ xs: 12, md: 6 }}>
                <FormControlLabel
                  control={
                    <Checkbox checked={form.is_active} onChange={(event) => set('is_active', event.target.checked)} />
                  }
                  label="Listed (customers can find it)"
                />
              </Grid>
            )}
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={3}
                size="small"
                label="Description"
                value={form.description}
                onChange={(event) => set('description', event.target.value)}
                onBlur={() => touch('description')}
                error={Boolean(shownError('description'))}
                helperText={shownError('description')}
              />
            </Grid>
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Box
                  component="img"
                  src={form.image_url || undefined}
                  alt={form.image_url ? 'Product image preview' : ''}
                  data-testid="image-preview"
                  sx={{
                    width: 120,
                    height: 120,
                    objectFit: 'contain',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    visibility: form.image_url ? 'visible' : 'hidden',
                  }}
                />
                <Stack spacing={1}>
                  <Button variant="outlined" component="label" disabled={upload.isPending}>
                    {upload.isPending ? 'Uploading…' : form.image_url ? 'Replace image' : 'Upload image'}
                    <input
                      hidden
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/avif"
                      aria-label="Product image"
                      onChange={onImage}
                    />
                  </Button>
                  {form.image_url && (
                    <Button onClick={() => set('image_url', '')} color="inherit">
                      Remove image
                    </Button>
                  )}
                  <Typography variant="caption" color="text.secondary">
                    JPG, PNG, WebP or AVIF, up to 5 MB.
                  </Typography>
                </Stack>
              </Stack>
            </Grid>
          </Grid>
        </Box>
      </Paper>
      {showAll && firstErrors > 0 && (
        <Alert severity="error">{`Please correct ${firstErrors === 1 ? 'the field' : `${firstErrors} fields`} marked in red.`}</Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onSubmit} disabled={save.isPending || upload.isPending}>
          {save.isPending ? 'Saving…' : row ? 'Save changes' : approving ? 'Add product and approve' : 'Add product'}
        </Button>
        <Button component={RouterLink} to={INVENTORY}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
