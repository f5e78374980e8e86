import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@instamg/shared/mui';
import { istAt, istOffsetIso, istToday } from '@instamg/shared/domain/india-time';
import { useLocale } from '@instamg/shared/i18n';
import { calendarDayText, hoursProblemText, useSettingsT, weekdayText } from '../../i18n/settings-catalogue';
import {
  ALWAYS_OPEN,
  MAX_RANGES_PER_DAY,
  WEEK_ORDER,
  everyDay,
  hoursLabel,
  parseStoreHours,
  validateStoreHours,
  type StoreHours,
  type Weekday,
} from '@instamg/shared/domain/store-hours';
import { useSetOpeningHours } from '../api/hours';

const EMPTY_WEEK: StoreHours = { ...everyDay('09:00', '21:00'), holidays: [], closure: null };

/** A time input shows midnight as 00:00; the hours keep a range's end at midnight as 24:00. */
const shown = (time: string) => (time === '24:00' ? '00:00' : time);

/** `2026-12-03T09:30` in India → ISO instant. */
function istLocalToIso(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  return m ? istAt(m[1]!, Number(m[2]), Number(m[3])).toISOString() : null;
}
const isoToIstLocal = (iso: string) => istOffsetIso(iso).slice(0, 16);

/**
 * The owner's weekly hours editor (issue 33 §5): one card per day, stacked on a phone, each with an
 * Open switch and its ranges (several a day, e.g. 8:00–13:30 and 16:30–22:30; a range may end
 * after midnight), holidays and a temporary closure. Saved through the store-status function;
 * `readOnly` (staff) shows the same without controls.
 */
export function OpeningHoursEditor({
  storeId,
  stored,
  readOnly,
}: {
  storeId: string;
  stored: string | null | undefined;
  readOnly: boolean;
}) {
  const t = useSettingsT();
  const locale = useLocale();
  const initial = parseStoreHours(stored);
  const [hours, setHours] = useState<StoreHours>(initial ?? EMPTY_WEEK);
  const [holiday, setHoliday] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetOpeningHours(storeId);
  const now = new Date();

  const setDay = (day: Weekday, ranges: StoreHours['week'][Weekday]) =>
    setHours((h) => ({ ...h, week: { ...h.week, [day]: ranges } }));

  return (
    <Stack spacing={2} data-testid="opening-hours">
      <Typography variant="body2" color="text.secondary">
        {/* hoursLabel is the customer site's line (English: what an English-reading customer sees). */}
        {initial ? t('hours.customersSee', { hours: hoursLabel(initial, now) ?? t('hours.closed') }) : t('hours.none')}
      </Typography>
      {!readOnly && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" onClick={() => setHours((h) => ({ ...h, week: ALWAYS_OPEN.week }))}>
            {t('hours.always')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              setHours((h) => ({
                ...h,
                week: Object.fromEntries(WEEK_ORDER.map((d) => [d, h.week.mon])) as StoreHours['week'],
              }))
            }
          >
            {t('hours.copyMonday')}
          </Button>
        </Stack>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {WEEK_ORDER.map((day) => {
          const ranges = hours.week[day];
          return (
            <Box
              key={day}
              role="group"
              aria-label={weekdayText(t, day)}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{weekdayText(t, day)}</Typography>
                <FormControlLabel
                  label={ranges.length > 0 ? t('hours.open') : t('hours.closed')}
                  labelPlacement="start"
                  control={
                    <Switch
                      checked={ranges.length > 0}
                      disabled={readOnly}
                      onChange={(e) => setDay(day, e.target.checked ? [{ open: '09:00', close: '21:00' }] : [])}
                      slotProps={{ input: { 'aria-label': t('hours.dayOpen', { day: weekdayText(t, day) }) } }}
                    />
                  }
                />
              </Stack>
              {ranges.map((range, i) => (
                <Stack key={i} direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TextField
                    type="time"
                    size="small"
                    label={t('hours.opens')}
                    value={shown(range.open)}
                    disabled={readOnly}
                    onChange={(e) =>
                      setDay(
                        day,
                        ranges.map((r, j) => (j === i ? { ...r, open: e.target.value } : r)),
                      )
                    }
                    sx={{ flex: '1 1 110px', minWidth: 0 }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label={t('hours.closes')}
                    value={shown(range.close)}
                    disabled={readOnly}
                    onChange={(e) =>
                      setDay(
                        day,
                        ranges.map((r, j) => (j === i ? { ...r, close: e.target.value } : r)),
                      )
                    }
                    sx={{ flex: '1 1 110px', minWidth: 0 }}
                  />
                  {!readOnly && (
                    <Button
                      size="small"
                      aria-label={t('hours.removeRange', { day: weekdayText(t, day), n: i + 1 })}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, j) => j !== i),
                        )
                      }
                    >
                      {t('hours.remove')}
                    </Button>
                  )}
                </Stack>
              ))}
              {!readOnly && ranges.length > 0 && ranges.length < MAX_RANGES_PER_DAY && (
                <Button
                  size="small"
                  sx={{ mt: 1 }}
                  onClick={() => setDay(day, [...ranges, { open: '16:00', close: '21:00' }])}
                >
                  {t('hours.add')}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>

      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{t('hours.holidays')}</Typography>
        {hours.holidays.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('hours.noHolidays')}
          </Typography>
        )}
        {hours.holidays.map((day) => (
          <Stack key={day} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{calendarDayText(locale, day, 'long')}</Typography>
            {!readOnly && (
              <Button
                size="small"
                onClick={() => setHours((h) => ({ ...h, holidays: h.holidays.filter((d) => d !== day) }))}
              >
                {t('hours.remove')}
              </Button>
            )}
          </Stack>
        ))}
        {!readOnly && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="date"
              size="small"
              label={t('hours.holiday')}
              value={holiday}
              onChange={(e) => setHoliday(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: istToday(now) } }}
            />
            <Button
              size="small"
              disabled={!holiday}
              onClick={() => {
                setHours((h) => ({ ...h, holidays: [...new Set([...h.holidays, holiday])].sort() }));
                setHoliday('');
              }}
            >
              {t('hours.addHoliday')}
            </Button>
          </Stack>
        )}
      </Stack>

      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{t('hours.closure')}</Typography>
        {hours.closure ? (
          <Typography variant="body2">
            {hours.closure.reason
              ? t('hours.closedUntilWhy', {
                  until: isoToIstLocal(hours.closure.until).replace('T', ' '),
                  reason: hours.closure.reason,
                })
              : t('hours.closedUntil', { until: isoToIstLocal(hours.closure.until).replace('T', ' ') })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('hours.noClosure')}
          </Typography>
        )}
        {!readOnly && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="datetime-local"
              size="small"
              label={t('hours.closedUntilField')}
              value={hours.closure ? isoToIstLocal(hours.closure.until) : ''}
              onChange={(e) => {
                const until = istLocalToIso(e.target.value);
                setHours((h) => ({
                  ...h,
                  closure: until ? { from: h.closure?.from ?? new Date().toISOString(), until, reason: null } : null,
                }));
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: `${istToday(now)}T00:00` } }}
            />
            {hours.closure && (
              <Button size="small" onClick={() => setHours((h) => ({ ...h, closure: null }))}>
                {t('hours.reopen')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>

      {error && <Alert severity="error">{error}</Alert>}
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      {save.isSuccess && !error && <Alert severity="success">{t('hours.saved')}</Alert>}
      {!readOnly && (
        <Button
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
          onClick={() => {
            const checked = validateStoreHours(hours);
            if (!checked.ok) {
              setError(hoursProblemText(t, checked.problem));
              return;
            }
            setError(null);
            save.mutate(checked.hours);
          }}
        >
          {t('hours.save')}
        </Button>
      )}
    </Stack>
  );
}
