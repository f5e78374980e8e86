import { Alert, Box, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { isRemoteName } from '@instamg/shared/mf/remotes';
import { useShellT } from '../i18n/catalogue';
import { REMOTE_UNAVAILABLE_TITLE } from './remote-texts';

export interface RemoteUnavailableProps {
  remote: string;
  /** `page` fills a route; `inline` fits a slot such as the top bar's delivery selector. */
  variant: 'page' | 'inline';
  onRetry: () => void;
}

export { REMOTE_UNAVAILABLE_TITLE };

/** What a user sees where a remote failed to load: which part, and a Retry that loads it again. */
export function RemoteUnavailable({ remote, variant, onRetry }: RemoteUnavailableProps) {
  const t = useShellT();
  const partName = isRemoteName(remote) ? t(`remote.${remote}`) : remote;
  const common = { 'data-testid': 'remote-unavailable', 'data-remote': remote } as const;

  if (variant === 'inline') {
    return (
      <Alert
        {...common}
        severity="warning"
        variant="outlined"
        sx={{ py: 0, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        {t('remote.inline', { part: partName })}
      </Alert>
    );
  }

  return (
    <Box {...common} role="alert" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CloudOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h2" component="h1" sx={{ fontSize: '1.35rem' }}>
            {t('remote.title')}
          </Typography>
          <Typography color="text.secondary">{t('remote.text', { part: partName, product: PRODUCT_NAME })}</Typography>
          <Button variant="contained" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
