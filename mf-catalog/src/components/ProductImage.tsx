import { useState } from 'react';
import { ASSETS } from '@instamg/shared/constants';
import { Box, Skeleton } from '@instamg/shared/mui';

/**
 * SPEC §4 "Other": a skeleton until the image loads, the placeholder image if it fails.
 * `priority`: the page's main image (usually its largest paint) loads at once and first; images
 * in lists load lazily.
 */
export function ProductImage({
  src,
  alt,
  size,
  priority = false,
}: {
  src: string | null;
  alt: string;
  size: number;
  priority?: boolean;
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shown = state === 'failed' || !src ? ASSETS.placeholderImage : src;
  return (
    <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      {state === 'loading' && (
        <Skeleton
          variant="rounded"
          width={size}
          height={size}
          sx={{ position: 'absolute', inset: 0 }}
          data-testid="image-skeleton"
        />
      )}
      <Box
        component="img"
        src={shown}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setState((s) => (s === 'failed' ? s : 'loaded'))}
        onError={() => setState((s) => (s === 'failed' ? 'loaded' : 'failed'))}
        sx={{ width: size, height: size, objectFit: 'contain', visibility: state === 'loading' ? 'hidden' : 'visible' }}
      />
    </Box>
  );
}
