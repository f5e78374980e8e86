import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@instamg/shared/router';
import { useLocaleHref } from '@instamg/shared/i18n';
import { Box, Button, IconButton, Stack, Typography } from '@instamg/shared/mui';
import type { Banner } from '../../api/catalog-api';
import { useCatalogT } from '../../i18n/catalogue';

const ADVANCE_MS = 6000;

/** Banners from the banners table, one at a time, auto-advancing (paused while hovered or focused). */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const href = useLocaleHref();
  const t = useCatalogT();
  useEffect(() => {
    if (paused || banners.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % banners.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, banners.length]);
  const banner = banners[index % Math.max(1, banners.length)];
  if (!banner) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t('home.bannerOf', { index: String(index + 1), total: String(banners.length) })}
        sx={{
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          bgcolor: 'secondary.light',
          minHeight: 140,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
        data-testid="banner-slide"
      >
        <Typography variant="h6" component="h2">
          {banner.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: banner.link ? 1 : 0 }}>
          {banner.subtitle}
        </Typography>
        {banner.link && (
          <Box>
            <Button component={RouterLink} to={href(banner.link)} size="small" variant="contained">
              {t('home.explore')}
            </Button>
          </Box>
        )}
      </Box>
      {banners.length > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center', mt: 1 }}>
          {banners.map((b, i) => (
            <IconButton
              key={b.id}
              size="small"
              aria-label={t('home.showBanner', { index: String(i + 1) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{ p: 0.5 }}
            >
              <Box
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: i === index ? 'primary.main' : 'action.disabled',
                }}
              />
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}
