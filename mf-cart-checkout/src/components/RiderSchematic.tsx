import { Box } from '@instamg/shared/mui';
import { offsetOf } from '@instamg/shared/domain/delivery-staff';
import type { LatLng } from '@instamg/shared/domain/pin-location';

const SIZE = 160;
/** The schematic's radius in km: the rider is drawn on a ring this far out, nearer in proportion. */
const RING_KM = 5;

/**
 * The rider's distance and direction from the delivery point as a compass schematic (no map tiles
 * are served offline, ARCHITECTURE.md): green is the delivery point, blue the rider. Shared by the
 * order page and the family tracking page (`/track/:token`), so both show the same picture.
 */
export function RiderSchematic({
  destination,
  rider,
  label,
}: {
  destination: LatLng | null;
  rider: LatLng | null;
  /** The text alternative (the summary the page writes beside it). */
  label: string;
}) {
  const offset = destination && rider ? offsetOf(destination, rider) : null;
  const r = offset ? (Math.min(offset.km, RING_KM) / RING_KM) * (SIZE / 2 - 14) : 0;
  const x = offset ? SIZE / 2 + r * Math.sin((offset.bearing * Math.PI) / 180) : 0;
  const y = offset ? SIZE / 2 - r * Math.cos((offset.bearing * Math.PI) / 180) : 0;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      sx={{ flexShrink: 0, bgcolor: 'action.hover', borderRadius: 2 }}
    >
      <circle cx={SIZE / 2} cy={SIZE / 2} r={SIZE / 2 - 14} fill="none" stroke="currentColor" strokeOpacity={0.2} />
      <text x={SIZE / 2} y={12} textAnchor="middle" fontSize={10} fill="currentColor">
        N
      </text>
      <circle cx={SIZE / 2} cy={SIZE / 2} r={7} fill="#1b5e20" />
      {offset && (
        <>
          <line x1={SIZE / 2} y1={SIZE / 2} x2={x} y2={y} stroke="#0d47a1" strokeDasharray="4 3" />
          <circle cx={x} cy={y} r={8} fill="#0d47a1" />
        </>
      )}
    </Box>
  );
}
