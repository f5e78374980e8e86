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
import { Link as RouterLink, useNavigate, useParams } from '@instamg/shared/router';
import { ROUTES } from '@instamg/shared/constants';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { useToast } from '@instamg/shared/toast';
import { CATEGORIES_GRID } from '@instamg/shared/grid/grid-specs';
import type { CategoryErrors, CategoryField } from '@instamg/shared/domain/catalog/category';
import { PRODUCT_SCHEDULES, SCHEDULE_LABELS, type ProductSchedule } from '@instamg/shared/domain/catalog/product';
import { RemoteRoot } from '../../RemoteRoot';
import { adminKeys } from '../../api/keys';
import { uploadProductImage } from '../../catalog/api/products';
import {
  createCategory,
  fetchCategory,
  fetchProductCount,
  setCategoryActive,
  updateCategory,
  type CategoryRow,
} from '../api/categories';
import {
  EMPTY_CATEGORY_FORM,
  checkCategoryForm,
  formFromCategoryRow,
  withDefaultSchedule,
  withName,
  type CategoryForm,
} from '../domain/category-form';

const CATEGORIES = `${ROUTES.adminRoot}/categories`;
/** The add path: /admin/categories/new (no category has this id: ids are generated). */
const NEW = 'new';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** /admin/categories/{categoryId} and /admin/categories/new (issue 19 §4): one editor, checked as the admin types and by admin-catalog. */
export default function CategoryEditorPage() {
  const { categoryId = NEW } = useParams();
  const existing = useQuery({
    queryKey: adminKeys.categories.detail(categoryId),
    queryFn: () => fetchCategory(categoryId),
    enabled: categoryId !== NEW,
  });
  return (
    <RemoteRoot>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Link component={RouterLink} to={CATEGORIES}>
          ← Categories
        </Link>
        {categoryId === NEW ? (
          <Editor key="new" row={null} />
        ) : existing.isPending ? (
          <CircularProgress aria-label="Loading the category" sx={{ mt: 3 }} />
        ) : existing.isError ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {`This category could not be loaded: ${errorText(existing.error)}`}
          </Alert>
        ) : (
          <Editor key={existing.data.$id + existing.data.$updatedAt} row={existing.data} />
        )}
      </Container>
    </RemoteRoot>
  );
}

const TEXT_FIELDS: Array<[CategoryField & keyof CategoryForm, string, { required?: boolean; md: number }]> = [
  ['slug', 'Slug (link)', { required: true, md: 6 }],
  ['sort_order', 'Sort order (smaller first)', { required: true, md: 3 }],
  ['icon', 'Icon (MUI icon name)', { md: 3 }],
];

function Editor({ row }: { row: CategoryRow | null }) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CategoryForm>(() => (row ? formFromCategoryRow(row) : EMPTY_CATEGORY_FORM));
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<CategoryField, boolean>>>({});
  const checked = checkCategoryForm(form);
  const errors: CategoryErrors = checked.ok ? {} : checked.errors;
  const shownError = (field: CategoryField) => (showAll || touched[field] ? errors[field] : undefined);
  const touch = (field: CategoryField) => setTouched((t) => ({ ...t, [field]: true }));
  const set = <K extends keyof CategoryForm>(field: K, value: CategoryForm[K]) =>
    setForm((f) => ({ ...f, [field]: value, ...(field === 'slug' ? { slugEdited: true } : {}) }));
  const count = useQuery({
    queryKey: adminKeys.categories.productCount(row?.$id ?? ''),
    queryFn: () => fetchProductCount(row!.$id),
    enabled: row !== null,
  });

  const refresh = async (saved: CategoryRow) => {
    queryClient.setQueryData(adminKeys.categories.detail(saved.$id), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.grid(CATEGORIES_GRID.id) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.categories.all(), exact: true }),
    ]);
  };
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.ok) throw new Error('invalid');
      return row ? updateCategory(row.$id, checked.values) : createCategory(checked.values);
    },
    onSuccess: async (saved) => {
      toast(row ? ADMIN_TOASTS.categorySaved : ADMIN_TOASTS.categoryCreated);
      await refresh(saved);
      if (!row) navigate(`${CATEGORIES}/${saved.$id}`, { replace: true });
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, errorText(error)),
  });
  const activation = useMutation({
    mutationFn: (active: boolean) => setCategoryActive(row!.$id, active),
    onSuccess: async (saved) => {
      toast(saved.is_active ? ADMIN_TOASTS.categoryActivated : ADMIN_TOASTS.categoryDeactivated);
      await refresh(saved);
    },
    onError: (error) => toast(ADMIN_TOASTS.saveFailed, errorText(error)),
  });
  const upload = useMutation({
    mutationFn: uploadProductImage,
    onSuccess: (url) => set('image_url', url),
    onError: (error) => toast(ADMIN_TOASTS.imageUploadFailed, errorText(error)),
  });
  const onImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };
  const onSubmit = () => {
    setShowAll(true);
    if (checked.ok) save.mutate();
  };
  const errorCount = Object.keys(errors).length;

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h1" color="primary">
          {row ? `Edit ${String(row.name)}` : 'Add category'}
        </Typography>
        {row && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="category-status" color={row.is_active ? 'success.main' : 'text.secondary'}>
              {row.is_active ? 'Active' : 'Inactive'}
            </Typography>
            <Button
              variant="outlined"
              color={row.is_active ? 'error' : 'primary'}
              disabled={activation.isPending}
              onClick={() => activation.mutate(!row.is_active)}
            >
              {row.is_active ? 'Deactivate' : 'Activate'}
            </Button>
          </Stack>
        )}
      </Stack>
      {row && (
        <Typography color="text.secondary">
          {count.isSuccess
            ? `${count.data} ${count.data === 1 ? 'product' : 'products'} in this category.`
            : 'Counting its products…'}{' '}
          <Link component={RouterLink} to={`${ROUTES.adminRoot}/inventory?category=${row.$id}`}>
            See them in the catalogue
          </Link>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box component="form" noValidate aria-label="Category" onSubmit={(event) => event.preventDefault()}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                fullWidth
                size="small"
                label="Name"
                required
                value={form.name}
                onChange={(event) => setForm((f) => withName(f, event.target.value))}
                onBlur={() => touch('name')}
                error={Boolean(shownError('name'))}
                helperText={shownError('name')}
              />
            </Grid>
            {TEXT_FIELDS.map(([field, label, { required, md }]) => (
              <Grid key={field} size={{ xs: 12, md }}>
                <TextField
                  fullWidth
                  size="small"
                  label={label}
                  required={required}
                  value={form[field] as string}
                  onChange={(event) => set(field, event.target.value)}
                  onBlur={() => touch(field)}
                  error={Boolean(shownError(field))}
                  helperText={shownError(field)}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Default schedule of new products"
                value={form.default_schedule}
                onChange={(event) => setForm((f) => withDefaultSchedule(f, event.target.value as ProductSchedule))}
              >
                {PRODUCT_SCHEDULES.map((schedule) => (
                  <MenuItem key={schedule} value={schedule}>
                    {SCHEDULE_LABELS[schedule]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.default_rx_required}
                    onChange={(event) => set('default_rx_required', event.target.checked)}
                  />
                }
                label="New products need a prescription"
              />
              {shownError('default_rx_required') && (
                <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                  {shownError('default_rx_required')}
                </Typography>
              )}
            </Grid>
            {!row && (
              <Grid size={12}>
                <FormControlLabel
                  control={
                    <Checkbox checked={form.is_active} onChange={(event) => set('is_active', event.target.checked)} />
                  }
                  label="Active (shown on the home page)"
                />
              </Grid>
            )}
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
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
                  alt={form.image_url ? 'Category image preview' : ''}
                  sx={{
                    width: 96,
                    height: 96,
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
                      aria-label="Category image"
                      onChange={onImage}
                    />
                  </Button>
                  {form.image_url && (
                    <Button onClick={() => set('image_url', '')} color="inherit">
                      Remove image
                    </Button>
                  )}
                  {shownError('image_url') && (
                    <Typography variant="caption" color="error">
                      {shownError('image_url')}
                    </Typography>
                  )}
                </Stack>
              </Stack>
            </Grid>
          </Grid>
        </Box>
      </Paper>
      {showAll && errorCount > 0 && (
        <Alert severity="error">{`Please correct ${errorCount === 1 ? 'the field' : `${errorCount} fields`} marked in red.`}</Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={onSubmit} disabled={save.isPending || upload.isPending}>
          {save.isPending ? 'Saving…' : row ? 'Save changes' : 'Add category'}
        </Button>
        <Button component={RouterLink} to={CATEGORIES}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
