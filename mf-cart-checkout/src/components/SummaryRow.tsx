import type { ReactNode } from 'react';
import { Stack, Typography } from '@instamg/shared/mui';

/** One label/value row of a price summary. */
export function SummaryRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
