import type { ReactElement } from 'react';
import { Chip } from '@instamg/shared/mui';

/** How a status reads at a glance; the colour only repeats what the label says. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const COLOR: Record<StatusTone, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  neutral: 'default',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export interface StatusChipProps {
  label: string;
  tone?: StatusTone;
  icon?: ReactElement;
  'data-testid'?: string;
}

/** A short status word (a role, a badge, later an order or a batch state) as a small chip. */
export function StatusChip({ label, tone = 'neutral', icon, ...rest }: StatusChipProps) {
  return (
    <Chip
      size="small"
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
      color={COLOR[tone]}
      label={label}
      icon={icon}
      {...rest}
    />
  );
}
