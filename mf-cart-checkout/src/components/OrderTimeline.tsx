import { Alert, Step, StepLabel, Stepper } from '@instamg/shared/mui';
import { STATUS_TONES, type OrderStatus } from '@instamg/shared/domain/order';
import { orderTimeline } from '../domain/order-status';

export function OrderTimeline({ status, reached }: { status: OrderStatus; reached: readonly string[] }) {
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
