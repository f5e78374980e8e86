import { useId, useState } from 'react';
import { Box, Button, Collapse, Paper, Stack, Typography } from '@instamg/shared/mui';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { SHELL_TEXTS } from '../domain/texts';
import { describeError } from '../domain/describe-error';

/**
 * SPEC §2 "Whole-app error fallback". Rendered by the root error boundary, possibly outside
 * the router and providers, so it uses nothing but MUI (which falls back to its default theme).
 */
export default function RootErrorFallback({ error }: { error: unknown }) {
  const texts = SHELL_TEXTS.appError;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        role="alert"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 4 }, borderRadius: 3 }}
      >
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1.5 }}>
          <ErrorOutlinedIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {texts.title}
          </Typography>
          <Typography color="text.secondary">{texts.message}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<RefreshIcon />}
            onClick={() => window.location.reload()}
            sx={{ mt: 1 }}
          >
            {texts.reload}
          </Button>
        </Stack>
        <Box sx={{ mt: 3 }}>
          <Button
            size="small"
            color="inherit"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            onClick={() => setDetailsOpen((open) => !open)}
            endIcon={
              <ExpandMoreIcon
                sx={{ transform: detailsOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
          >
            {texts.technicalDetails}
          </Button>
          <Collapse in={detailsOpen} id={detailsId}>
            <Box
              component="pre"
              sx={{
                mt: 1,
                p: 1.5,
                maxHeight: 240,
                overflow: 'auto',
                borderRadius: 1,
                bgcolor: 'grey.100',
                fontSize: '0.75rem',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {describeError(error)}
            </Box>
          </Collapse>
        </Box>
      </Paper>
    </Box>
  );
}
