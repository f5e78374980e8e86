import { Alert, Button } from '@instamg/shared/mui';
/** A failed load: what failed, the reason, and Retry (SPEC: every failure a clear message with retry). */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Could not load {what}. {reason}
    </Alert>
  );
}
