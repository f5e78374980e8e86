import { Alert, Box, Button, Paper, Stack, Typography } from '@instamg/shared/mui';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { PRODUCT_NAME } from '@instamg/shared/constants';
import { REMOTES, isRemoteName } from '@instamg/shared/mf/remotes';

export interface RemoteUnavailableProps {
  remote: string;
  /** `page` fills a route; `inline` fits a slot such as the top bar's delivery selector. */
  variant: 'page' | 'inline';
  onRetry: () => void;
}

export const REMOTE_UNAVAILABLE_TITLE = `This part of ${PRODUCT_NAME} is temporarily unavailable`;

/** What a user sees where a remote failed to load: which part, and a Retry that loads it again. */
export function RemoteUnavailable({ remote, variant, onRetry }: RemoteUnavailableProps) {
  const partName = isRemoteName(remote) ? REMOTES[remote].partName : remote;
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
            Retry
          </Button>
        }
      >
        {partName} unavailable
      </Alert>
    );
  }

  return (
    <Box {...common} role="alert" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, width: '100%', p: { xs: 3, md: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CloudOffOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h2" component="h1" sx={{ fontSize: '1.35rem' }}>
            {REMOTE_UNAVAILABLE_TITLE}
          </Typography>
          <Typography color="text.secondary">
            {partName} could not be loaded right now. The rest of {PRODUCT_NAME} keeps working.
          </Typography>
          <Button variant="contained" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
