import { useEffect, useRef, useState } from 'react';
import { ASSETS } from '@instamg/shared/constants';
import { Box, Skeleton } from '@instamg/shared/mui';

/**
 * SPEC §4 "Other": a skeleton until the image loads, the placeholder image if it fails.
 * `priority`: the page's main image (usually its largest paint) loads at once and first; images
 * in lists load lazily.
 *
 * The image itself is never hidden: the skeleton lies under it and shows until it has pixels. In
 * server HTML the image often loads before hydration, when React cannot see the load event, so
 * hiding it until `onLoad` kept the product page's largest paint waiting for the JavaScript
 * (Lighthouse LCP 5.9 s); the mount effect reads `complete` for those.
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
  const image = useRef<HTMLImageElement>(null);
  const shown = state === 'failed' || !src ? ASSETS.placeholderImage : src;
  useEffect(() => {
    const img = image.current;
    if (!img?.complete) return;
    setState((s) => (s !== 'loading' ? s : img.naturalWidth > 0 ? 'loaded' : 'failed'));
  }, []);
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
        ref={image}
        src={shown}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setState((s) => (s === 'failed' ? s : 'loaded'))}
        onError={() => setState((s) => (s === 'failed' ? 'loaded' : 'failed'))}
        sx={{ position: 'relative', width: size, height: size, objectFit: 'contain' }}
      />
    </Box>
  );
}
