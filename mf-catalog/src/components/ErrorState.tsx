import { Alert, Button } from '@instamg/shared/mui';
import { useCatalogT } from '../i18n/catalogue';
/**
 * A failed load: what failed, the reason, and Retry (SPEC: every failure a clear message with retry).
 * `what` is already in the page's language (the caller's catalogue).
 */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const reason = error instanceof Error ? error.message : String(error);
  const t = useCatalogT();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    >
      {t('error.couldNotLoad', { what, reason })}
    </Alert>
  );
}
