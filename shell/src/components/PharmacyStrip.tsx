import { useLayoutEffect, useRef } from 'react';
import { Box, Chip, Container, Typography } from '@instamg/shared/mui';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import StarRounded from '@mui/icons-material/StarRounded';
import { TEXTS } from '@instamg/shared/constants';
import type { Store } from '@instamg/shared/domain/store';
import { storeRatingText } from '@instamg/shared/domain/store-rating';
import {
  DEFAULT_STRIP_HEIGHT_PX,
  STORE_RESERVE_ATTRIBUTE,
  STRIP_HEIGHT_VAR,
  rememberStripHeight,
} from '@instamg/shared/domain/store-reserve';

export type PharmacyLicence = Pick<Store, 'name' | 'drug_license_number' | 'gstin' | 'rating' | 'reviews'>;

/**
 * The strip under the top bar when a nearest store is known (SPEC §2 "Page frame"): the
 * Licensed Pharmacy badge, the store's name and its real rating ('4.5 (2 reviews)', or 'New'
 * with none: issue 33 §6, ADR 0015), then 'DL: …' and 'GST: …' only for the numbers the store has.
 */
export default function PharmacyStrip({ store }: { store: PharmacyLicence }) {
  const licence = store.drug_license_number?.trim();
  const gstin = store.gstin?.trim();
  const ref = useRef<HTMLDivElement>(null);
  // Its height at this width, for the next visit's reserved space (domain/store-reserve.ts).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const save = () =>
      rememberStripHeight(globalThis.localStorage, { width: window.innerWidth, height: element.offsetHeight });
    save();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(save) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      data-testid="pharmacy-strip"
      sx={{ bgcolor: 'primary.light', borderBottom: 1, borderColor: 'divider', color: 'primary.dark' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 0.5,
          py: 0.5,
          fontSize: '0.8rem',
        }}
      >
        <Chip
          icon={<VerifiedUserIcon />}
          label={TEXTS.pageFrame.licensedPharmacy}
          size="small"
          color="primary"
          sx={{ fontWeight: 600 }}
        />
        {store.name && (
          <Typography component="span" variant="caption" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {store.name}
          </Typography>
        )}
        <Typography
          component="span"
          variant="caption"
          data-testid="pharmacy-strip-rating"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          <StarRounded sx={{ fontSize: '1rem', color: 'warning.dark' }} aria-hidden />
          {storeRatingText(store)}
        </Typography>
        {licence && (
          <Typography component="span" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {TEXTS.pageFrame.drugLicence(licence)}
          </Typography>
        )}
        {gstin && (
          <Typography component="span" variant="caption" sx={{ overflowWrap: 'anywhere' }}>
            {TEXTS.pageFrame.gstin(gstin)}
          </Typography>
        )}
      </Container>
    </Box>
  );
}

/**
 * The strip's space while no store is shown yet: visible (empty) only while <html> is marked as
 * having a stored store, i.e. in a returning customer's server HTML until the strip hydrates in.
 */
export function PharmacyStripReserve() {
  return (
    <Box
      aria-hidden="true"
      data-testid="pharmacy-strip-reserve"
      {...{ [STORE_RESERVE_ATTRIBUTE]: '' }}
      sx={{
        height: {
          xs: `var(${STRIP_HEIGHT_VAR}, ${DEFAULT_STRIP_HEIGHT_PX.phone}px)`,
          md: `var(${STRIP_HEIGHT_VAR}, ${DEFAULT_STRIP_HEIGHT_PX.desktop}px)`,
        },
        flexShrink: 0,
      }}
    />
  );
}
