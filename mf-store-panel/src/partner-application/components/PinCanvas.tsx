import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Typography } from '@instamg/shared/mui';
import { PIN_CANVAS_METRES, movePin, type Pin } from '../domain/pin-canvas';
import { usePartnerT } from '../../i18n/partner-catalogue';

const ARROW_STEP_PX = 5;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * A tile-free stand-in for a map (no key needed): the pin sits in the middle of a square
 * PIN_CANVAS_METRES wide; drag the marker (or use the arrow keys) and the pin moves that far.
 */
export function PinCanvas({ pin, onMove }: { pin: Pin; onMove: (pin: Pin) => void }) {
  const t = usePartnerT();
  const canvas = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ x: number; y: number; dx: number; dy: number } | null>(null);
  const size = () => canvas.current?.getBoundingClientRect().width || 300;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ x: event.clientX, y: event.clientY, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y });
  };
  const onPointerUp = () => {
    if (drag && (drag.dx !== 0 || drag.dy !== 0)) onMove(movePin(pin, drag.dx, drag.dy, size()));
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    onMove(movePin(pin, arrow[0] * ARROW_STEP_PX, arrow[1] * ARROW_STEP_PX, size()));
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        ref={canvas}
        role="application"
        aria-label={t('canvas.label')}
        tabIndex={0}
        data-testid="pin-canvas"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 320,
          aspectRatio: '1 / 1',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          touchAction: 'none',
          cursor: drag ? 'grabbing' : 'grab',
          backgroundImage:
            'linear-gradient(to right, rgba(0,0,0,0.06) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.06) 1px, transparent 1px)',
          backgroundSize: '10% 10%',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `calc(50% + ${drag?.dx ?? 0}px)`,
            top: `calc(50% + ${drag?.dy ?? 0}px)`,
            width: 18,
            height: 18,
            ml: '-9px',
            mt: '-9px',
            borderRadius: '50%',
            bgcolor: 'primary.main',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: 2,
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('canvas.scale', { km: PIN_CANVAS_METRES / 1000 })}
      </Typography>
    </Box>
  );
}
