import { hexToRgb, PERIODS } from '@domain/periods';
import { VERIFICATION_STATUSES, VERIFICATION_STYLES } from '@domain/verification';
import type { MapPoints } from '../map-feed';

const PERIOD_RGB = PERIODS.map((p) => hexToRgb(p.color));
const STATUS_ALPHA = VERIFICATION_STATUSES.map((s) => Math.round(VERIFICATION_STYLES[s].opacity * 255));

/**
 * Per-event colours (period colour, alpha from the verification status). Computed once per feed
 * load and memoised by the caller: deck.gl uploads it to the GPU once.
 */
export function buildFillColors(points: MapPoints): Uint8Array {
  const colors = new Uint8Array(4 * points.count);
  for (let i = 0; i < points.count; i++) {
    const [r, g, b] = PERIOD_RGB[points.period[i]!] ?? [200, 200, 200];
    colors.set([r, g, b, STATUS_ALPHA[points.status[i]!] ?? 255], 4 * i);
  }
  return colors;
}
