/**
 * The range of days an analytics page shows (the store panel's and the admin console's), kept in
 * the URL as ?from=&to= so a link opens the same view: the hook reads and writes it, the control
 * offers the presets and, for Custom, two date fields. Rules: domain/day-range.ts.
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement as h, useMemo, useState } from 'react';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@instamg/shared/mui';
import { useSearchParams } from '@instamg/shared/router';
import {
  ANALYTICS_PRESET_LABELS,
  presetOf,
  presetRange,
  rangeFromParams,
  type AnalyticsPreset,
  type DayRange,
  type RangeProblem,
} from './domain/day-range';

export interface DayRangeState {
  range: DayRange;
  /** Why the URL's range was refused (the page then shows the last 7 days), or null. */
  problem: string | null;
  /** The same refusal as a code, for a page that words it in its own language. */
  problemCode: RangeProblem | null;
  preset: AnalyticsPreset;
  setRange(next: DayRange): void;
  choosePreset(preset: AnalyticsPreset): void;
}

export function useDayRangeParams(): DayRangeState {
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const { range, problem, problemCode } = rangeFromParams({ from: params.get('from'), to: params.get('to') }, now);
  // Custom stays chosen while its days happen to equal a preset's.
  const [custom, setCustom] = useState<boolean>(() => presetOf(range, now) === 'custom');
  const setRange = (next: DayRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return {
    range,
    problem,
    problemCode,
    preset: custom ? 'custom' : presetOf(range, now),
    setRange,
    choosePreset(preset) {
      setCustom(preset === 'custom');
      if (preset !== 'custom') setRange(presetRange(preset, new Date()));
    },
  };
}

/** The control's words: English unless the page passes its catalogue's (the store panel in Hindi). */
export interface DayRangeTexts {
  range: string;
  from: string;
  to: string;
  preset(preset: AnalyticsPreset): string;
}

const ENGLISH_TEXTS: DayRangeTexts = {
  range: 'Range',
  from: 'From',
  to: 'To',
  preset: (preset) => ANALYTICS_PRESET_LABELS[preset],
};

/** Today / Last 7 days / Last 30 days / Custom, and for Custom the From and To days. */
export function DayRangeControl({ state, texts = ENGLISH_TEXTS }: { state: DayRangeState; texts?: DayRangeTexts }) {
  const { preset, range, setRange, choosePreset } = state;
  const day = (label: string, value: string, onDay: (value: string) => void) =>
    h(TextField, {
      size: 'small',
      type: 'date',
      label,
      value,
      onChange: (event: { target: { value: string } }) => event.target.value && onDay(event.target.value),
      slotProps: { inputLabel: { shrink: true } },
    });
  return h(
    Stack,
    {
      direction: { xs: 'column', md: 'row' },
      spacing: 1.5,
      useFlexGap: true,
      sx: { flexWrap: 'wrap', alignItems: { xs: 'stretch', md: 'center' } },
    },
    h(
      ToggleButtonGroup,
      {
        exclusive: true,
        size: 'small',
        value: preset,
        'aria-label': texts.range,
        onChange: (_: unknown, value: AnalyticsPreset | null) => value && choosePreset(value),
      },
      (Object.keys(ANALYTICS_PRESET_LABELS) as AnalyticsPreset[]).map((key) =>
        h(ToggleButton, { key, value: key }, texts.preset(key)),
      ),
    ),
    preset === 'custom' &&
      h(
        Stack,
        { direction: 'row', spacing: 1.5 },
        day(texts.from, range.from, (from) => setRange({ from, to: range.to })),
        day(texts.to, range.to, (to) => setRange({ from: range.from, to })),
      ),
  );
}
