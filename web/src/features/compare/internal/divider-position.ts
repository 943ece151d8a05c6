/** The divider stays this far from either edge, so both sides always show some map. */
export const MIN_SPLIT = 0.05;
export const MAX_SPLIT = 0.95;
/** How far an arrow key moves the divider (a fraction of the width); Page keys move four times as far. */
export const KEY_STEP = 0.05;

const clampSplit = (split: number) => Math.min(MAX_SPLIT, Math.max(MIN_SPLIT, split));

/** The divider's place (0 left edge, 1 right edge) under a pointer at clientX over the box. */
export const splitAt = (clientX: number, box: { left: number; width: number }): number => clampSplit((clientX - box.left) / box.width);

/** Where a key moves the divider from `split`, or undefined for other keys. */
export function splitAfterKey(key: string, split: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowLeft: split - KEY_STEP,
    ArrowRight: split + KEY_STEP,
    PageDown: split - 4 * KEY_STEP,
    PageUp: split + 4 * KEY_STEP,
    Home: MIN_SPLIT,
    End: MAX_SPLIT,
  };
  const next = moves[key];
  return next === undefined ? undefined : clampSplit(next);
}
