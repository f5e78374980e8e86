import { Alert, Step, StepLabel, Stepper, Typography } from '@instamg/shared/mui';
import { STATUS_TONES, type OrderStatus } from '@instamg/shared/domain/order';
import { orderTimeline } from '../domain/order-status';

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
  const { steps, endedAs } = orderTimeline(status, reached);
  const active = steps.findIndex((s) => s.state === 'current');
  return (
    <>
      <Stepper activeStep={active} alternativeLabel aria-label="Order progress">
        {steps.map((step) => (
          <Step key={step.status} completed={step.state === 'done'}>
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
              {step.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {endedAs && (
        <Alert severity={STATUS_TONES[endedAs.status] === 'info' ? 'info' : 'warning'} sx={{ mt: 2 }}>
          {endedAs.label}
        </Alert>
      )}
    </>
  );
}
