import { Alert, Step, StepLabel, Stepper, Typography } from '@instamg/shared/mui';
import { STATUS_TONES, type OrderStatus } from '@instamg/shared/domain/order';
import { orderTimeline } from '../domain/order-status';
import { statusLabel, useCartT } from '../i18n/catalogue';

export function OrderTimeline({
  status,
  reached,
  times = {},
}: {
  status: OrderStatus;
  reached: readonly string[];
  /** When each reached step happened (issue 40 §4), from stepTimes(). */
  times?: Partial<Record<OrderStatus, string>>;
}) {
  const t = useCartT();
  const { steps, endedAs } = orderTimeline(status, reached);
  const active = steps.findIndex((s) => s.state === 'current');
  return (
    <>
      {/* Issue 40 §10: on a 390 px phone each step keeps room for its label (the row scrolls
          instead of running "PlacedConfirmedProcessing" together), and a delivered order's last
          step shows a tick, not its number. */}
      <Stepper
        activeStep={active}
        alternativeLabel
        aria-label={t('timeline.label')}
        sx={{
          overflowX: 'auto',
          pb: 0.5,
          '& .MuiStep-root': { minWidth: { xs: 76, sm: 0 }, px: { xs: 0.5, sm: 1 } },
          '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 }, overflowWrap: 'normal', hyphens: 'auto' },
        }}
      >
        {steps.map((step) => (
          <Step
            key={step.status}
            completed={step.state === 'done' || (step.state === 'current' && status === 'delivered')}
          >
            <StepLabel
              aria-current={step.state === 'current' ? 'step' : undefined}
              error={step.state === 'current' && step.tone === 'error'}
              optional={
                step.state !== 'upcoming' && times[step.status] ? (
                  <Typography variant="caption" color="text.secondary" data-testid="step-time">
                    {times[step.status]}
                  </Typography>
                ) : undefined
              }
            >
              {statusLabel(t, step.status)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {endedAs && (
        <Alert severity={STATUS_TONES[endedAs.status] === 'info' ? 'info' : 'warning'} sx={{ mt: 2 }}>
          {statusLabel(t, endedAs.status)}
        </Alert>
      )}
    </>
  );
}
