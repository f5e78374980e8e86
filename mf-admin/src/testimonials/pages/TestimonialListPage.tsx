import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Container, MenuItem, Stack, TextField, Typography } from '@instamg/shared/mui';
import { ADMIN_TOASTS } from '../../domain/toasts';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { TESTIMONIALS_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import { useToast } from '@instamg/shared/toast';
import { RemoteRoot } from '../../RemoteRoot';
import { ADMIN_APP_KEY, adminKeys } from '../../api/keys';
import { createTestimonial, setTestimonialActive, updateTestimonial, type TestimonialRow } from '../api/testimonials';
import { TestimonialDialog } from '../components/TestimonialDialog';
import { testimonialColumns } from '../components/testimonial-columns';

/** /admin/testimonials (issue 19 §5): edit, approve or hide; the home page shows approved (active) ones only. */
export default function TestimonialListPage() {
  const { view, problems, updateView } = useGridView(TESTIMONIALS_GRID);
  // null: closed; 'new': the add form; a row: its editor.
  const [editing, setEditing] = useState<TestimonialRow | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.grid(TESTIMONIALS_GRID.id) });
  const columns = useMemo(
    () =>
      testimonialColumns({
        busyId,
        onEdit: setEditing,
        onSetActive: (row, active) => {
          setBusyId(row.$id);
          setTestimonialActive(row.$id, active)
            .then(async () => {
              toast(active ? ADMIN_TOASTS.testimonialShown : ADMIN_TOASTS.testimonialHidden);
              await refresh();
            })
            .catch((error: Error) => toast(ADMIN_TOASTS.saveFailed, error.message))
            .finally(() => setBusyId(null));
        },
      }),
    // refresh and toast are stable enough for a list's buttons; the busy row changes the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busyId],
  );
  const setActive = (value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value) filters.active = value;
      else delete filters.active;
      return withFilters(current, { filters });
    });
  return (
    <RemoteRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h1" color="primary">
              Testimonials
            </Typography>
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add testimonial
            </Button>
          </Stack>
          <ServerDataGrid<TestimonialRow>
            ignoredFilters={problems}
            spec={TESTIMONIALS_GRID}
            appKey={ADMIN_APP_KEY}
            label="Testimonials"
            columns={columns}
            view={view}
            onViewChange={updateView}
            emptyMessage="No testimonials match these filters."
            filters={
              <Stack direction="row" role="search" aria-label="Filter testimonials">
                <TextField
                  select
                  size="small"
                  label="Home page"
                  value={view.filters.active ?? ''}
                  onChange={(event) => setActive(event.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  <MenuItem value="">All</MenuItem>
                  <MenuItem value="yes">Shown</MenuItem>
                  <MenuItem value="no">Hidden</MenuItem>
                </TextField>
              </Stack>
            }
          />
        </Stack>
      </Container>
      {editing && (
        <TestimonialDialog
          testimonial={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            if (editing === 'new') await createTestimonial(values);
            else await updateTestimonial(editing.$id, values);
            toast(ADMIN_TOASTS.testimonialSaved);
            await refresh();
          }}
        />
      )}
    </RemoteRoot>
  );
}
