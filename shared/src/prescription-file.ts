/**
 * A prescription file shown inline to the people allowed to read it (the store's pharmacist, an
 * admin): read with the caller's session from the private bucket (its file permissions decide),
 * kept as an object URL for the page's life, shown as an image or a PDF, with a download link.
 *
 * Written with createElement because the package exports map (`./*` → `./src/*.ts`) only
 * resolves `.ts` files.
 */
import { createElement as h, useEffect, type ElementType } from 'react';
import { Alert, Box, Link, Skeleton, Typography } from '@instamg/shared/mui';
import { getAppwrite } from './appwrite/client';
import { BUCKETS } from './appwrite/ids';

export interface PrescriptionFile {
  /** An object URL of the bytes (revoked when the view unmounts). */
  url: string;
  mimeType: string;
  name: string;
}

/** A prescription's bytes (the prescriptions bucket, or a prescription request's `rx_request_files`). */
export async function readPrescriptionFile(
  fileId: string,
  bucketId: string = BUCKETS.prescriptions,
): Promise<PrescriptionFile> {
  const { client, storage } = getAppwrite();
  const file = await storage.getFile({ bucketId, fileId });
  const url = new URL(storage.getFileView({ bucketId, fileId }));
  const bytes = (await client.call('get', url, {}, {}, 'arrayBuffer')) as ArrayBuffer;
  return {
    url: URL.createObjectURL(new Blob([bytes], { type: file.mimeType })),
    mimeType: file.mimeType,
    name: file.name,
  };
}

// Box's `component` prop is typed for JSX only.
const ElementBox = Box as ElementType;

/** The query of the file, as React Query gives it. */
interface FileQuery {
  isPending: boolean;
  isError: boolean;
  data?: PrescriptionFile;
}

/** An image as <img>, a PDF in an <iframe>, anything else as a download link only. */
export function PrescriptionFileView({
  file,
  height,
  errorMessage,
}: {
  file: FileQuery;
  /** The frame's height on wide screens (px). */
  height: number;
  errorMessage: string;
}) {
  const url = file.data?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (file.isPending)
    return h(Skeleton, {
      variant: 'rectangular',
      height: 320,
      role: 'progressbar',
      'aria-label': 'Loading the prescription',
    });
  if (file.isError || !file.data) return h(Alert, { severity: 'error' }, errorMessage);
  const { mimeType, name } = file.data;
  const frame = { width: '100%', height: { xs: 360, md: height }, border: 1, borderColor: 'divider', borderRadius: 1 };
  return h(
    Box,
    null,
    mimeType === 'application/pdf'
      ? h(ElementBox, { component: 'iframe', title: `Prescription ${name}`, src: file.data.url, sx: frame })
      : mimeType.startsWith('image/') && mimeType !== 'image/heic'
        ? h(ElementBox, {
            component: 'img',
            alt: `Prescription ${name}`,
            src: file.data.url,
            sx: {
              display: 'block',
              maxWidth: '100%',
              maxHeight: height,
              minWidth: 120,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            },
          })
        : h(Typography, null, 'This browser cannot show this file type inline.'),
    h(Link, { href: file.data.url, download: name, sx: { display: 'inline-block', mt: 1 } }, `Download ${name}`),
  );
}
