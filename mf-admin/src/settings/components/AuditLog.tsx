import type { GridColDef } from '@instamg/shared/data-grid';
import { Box, Button, MenuItem, Stack, TextField } from '@instamg/shared/mui';
import { ServerDataGrid } from '@instamg/shared/grid/ServerDataGrid';
import { AUDIT_LOG_GRID } from '@instamg/shared/grid/grid-specs';
import { withFilters } from '@instamg/shared/grid/grid-url';
import { useGridView } from '@instamg/shared/grid/use-grid-view';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  auditChanges,
  type AuditEntityType,
} from '@instamg/shared/domain/audit';
import { ADMIN_APP_KEY } from '../../api/keys';
import type { AuditLogRow, RowMeta } from '@instamg/shared/appwrite/rows';

type AuditRow = RowMeta &
  Pick<AuditLogRow, 'actor_id' | 'actor_role' | 'action' | 'entity_type' | 'entity_id' | 'before' | 'after' | 'note'>;

const at = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const COLUMNS: GridColDef<AuditRow>[] = [
  { field: '$createdAt', headerName: 'When (IST)', minWidth: 170, valueFormatter: (value: string) => at(value) },
  { field: 'action', headerName: 'Action', minWidth: 150 },
  {
    field: 'entity_type',
    headerName: 'What',
    minWidth: 210,
    flex: 1,
    valueGetter: (_value, row) =>
      `${AUDIT_ENTITY_LABELS[row.entity_type as AuditEntityType] ?? row.entity_type} ${row.entity_id}`,
  },
  {
    field: 'after',
    headerName: 'Change (before → after)',
    minWidth: 260,
    flex: 2,
    sortable: false,
    renderCell: ({ row }) => (
      <Box sx={{ whiteSpace: 'normal', lineHeight: 1.4, py: 0.5 }}>
        {auditChanges(row.before, row.after).join('; ') || row.note || ''}
      </Box>
    ),
  },
  { field: 'actor_id', headerName: 'Who', minWidth: 150 },
];

/** /admin/settings/audit-log: every audited change, filtered in the URL, exported as CSV. */
export function AuditLog() {
  const { view, problems, updateView } = useGridView(AUDIT_LOG_GRID);
  const set = (param: string, value: string) =>
    updateView((current) => {
      const filters = { ...current.filters };
      if (value.trim()) filters[param] = value.trim();
      else delete filters[param];
      return withFilters(current, { filters });
    });
  return (
    <Stack spacing={2}>
      <ServerDataGrid<AuditRow>
        ignoredFilters={problems}
        spec={AUDIT_LOG_GRID}
        appKey={ADMIN_APP_KEY}
        label="Audit log"
        columns={COLUMNS}
        view={view}
        onViewChange={updateView}
        emptyMessage="No audit entries match these filters."
        filters={
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ flexWrap: 'wrap', rowGap: 1.5 }}
            role="search"
            aria-label="Filter the audit log"
          >
            <TextField
              select
              size="small"
              label="Entity"
              value={view.filters.entity ?? ''}
              onChange={(event) => set('entity', event.target.value)}
              sx={{ minWidth: 170 }}
            >
              <MenuItem value="">Everything</MenuItem>
              {AUDIT_ENTITY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {AUDIT_ENTITY_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Entity ID"
              defaultValue={view.filters.entity_id ?? ''}
              key={`entity-${view.filters.entity_id ?? ''}`}
              onBlur={(event) => set('entity_id', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') set('entity_id', (event.target as HTMLInputElement).value);
              }}
            />
            <TextField
              size="small"
              label="Actor ID"
              defaultValue={view.filters.actor ?? ''}
              key={`actor-${view.filters.actor ?? ''}`}
              onBlur={(event) => set('actor', event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') set('actor', (event.target as HTMLInputElement).value);
              }}
            />
            <TextField
              type="date"
              size="small"
              label="From"
              value={view.filters.from ?? ''}
              onChange={(event) => set('from', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label="To"
              value={view.filters.to ?? ''}
              onChange={(event) => set('to', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {Object.keys(view.filters).length > 0 && (
              <Button onClick={() => updateView((current) => withFilters(current, { filters: {} }))}>
                Clear filters
              </Button>
            )}
          </Stack>
        }
      />
    </Stack>
  );
}
