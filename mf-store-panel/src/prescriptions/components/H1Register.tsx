import { useState } from 'react';
import { useSearchParams } from '@instamg/shared/router';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@instamg/shared/mui';
import {
  H1_REGISTER_COLUMNS,
  H1_REGISTER_RETENTION_YEARS,
  defaultRegisterRange,
  parseRegisterRange,
} from '@instamg/shared/domain/rx-review';
import type { StoreMembership } from '../../domain/store-membership';
import { useH1Register, useRegisterExport } from '../api/register';
import { useLocale } from '@instamg/shared/i18n';
import { dateTimeText } from '../../i18n/catalogue';
import { rangeErrorText, registerColumnText, useRxT } from '../../i18n/rx-catalogue';

/** The URL parameters of the register's range (whole days, YYYY-MM-DD). */
const FROM = 'from';
const TO = 'to';

/** The Schedule H1 register for a range of days, and its CSV export (the whole range). */
export function H1Register({ store }: { store: StoreMembership }) {
  const t = useRxT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => defaultRegisterRange(new Date()));
  const from = search.get(FROM) ?? fallback.from;
  const to = search.get(TO) ?? fallback.to;
  const parsed = parseRegisterRange(from, to);
  const range = 'error' in parsed ? null : parsed;
  const register = useH1Register(store.storeId, range);
  const exporter = useRegisterExport(store.storeId);
  const setDay = (key: string, value: string) =>
    setSearch((params) => {
      params.set(key, value);
      return params;
    });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('h1.intro', { years: H1_REGISTER_RETENTION_YEARS })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="date"
          label={t('h1.from')}
          size="small"
          value={from}
          onChange={(event) => setDay(FROM, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('h1.to')}
          size="small"
          value={to}
          onChange={(event) => setDay(TO, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <Button
            variant="outlined"
            disabled={!range || exporter.isPending}
            onClick={() => range && exporter.mutate(range)}
          >
            {exporter.isPending ? t('h1.exporting') : t('h1.export')}
          </Button>
        </Box>
      </Stack>
      {'error' in parsed && <Alert severity="warning">{rangeErrorText(t, parsed.error)}</Alert>}
      {exporter.isError && <Alert severity="error">{t('h1.exportFailed')}</Alert>}
      {register.isPending && range ? (
        <Skeleton variant="rectangular" height={160} role="progressbar" aria-label={t('h1.loading')} />
      ) : register.isError ? (
        <Alert severity="error" action={<Button onClick={() => void register.refetch()}>{t('h1.retry')}</Button>}>
          {t('h1.loadFailed')}
        </Alert>
      ) : register.data && register.data.length === 0 ? (
        <Typography color="text.secondary">{t('h1.empty')}</Typography>
      ) : register.data ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('h1.table')}>
            <TableHead>
              <TableRow>
                {H1_REGISTER_COLUMNS.map((column) => (
                  <TableCell key={column.field} align={column.field === 'quantity' ? 'right' : 'left'}>
                    {registerColumnText(t, column.field)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {register.data.map((row) => (
                <TableRow key={row.id}>
                  {H1_REGISTER_COLUMNS.map((column) => (
                    <TableCell key={column.field} align={column.field === 'quantity' ? 'right' : 'left'}>
                      {column.field === 'date' ? dateTimeText(locale, row.date) : row[column.field]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
    </Stack>
  );
}
