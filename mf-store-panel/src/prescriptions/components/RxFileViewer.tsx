import { useEffect } from 'react';
import { Alert, Box, Link, Skeleton, Typography } from '@instamg/shared/mui';
import { useRxFile } from '../api/prescriptions';

/** The prescription inline: an image as <img>, a PDF in an <iframe>; anything else as a link. */
export function RxFileViewer({ fileId }: { fileId: string }) {
  const file = useRxFile(fileId);
  const url = file.data?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (file.isPending)
    return <Skeleton variant="rectangular" height={320} role="progressbar" aria-label="Loading the prescription" />;
  if (file.isError)
    return <Alert severity="error">The prescription file could not be opened. It may have moved with the order.</Alert>;
  const { mimeType, name } = file.data;
  const frame = { width: '100%', height: { xs: 360, md: 520 }, border: 1, borderColor: 'divider', borderRadius: 1 };
  return (
    <Box>
      {mimeType === 'application/pdf' ? (
        <Box component="iframe" title={`Prescription ${name}`} src={file.data.url} sx={frame} />
      ) : mimeType.startsWith('image/') && mimeType !== 'image/heic' ? (
        <Box
          component="img"
          alt={`Prescription ${name}`}
          src={file.data.url}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 520,
            minWidth: 120,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : (
        <Typography>This browser cannot show this file type inline.</Typography>
      )}
      <Link href={file.data.url} download={name} sx={{ display: 'inline-block', mt: 1 }}>
        Download {name}
      </Link>
    </Box>
  );
}
