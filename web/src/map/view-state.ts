/** The map's starting view and limits (spec section 2 and 9). */
export const INITIAL_VIEW_STATE = { latitude: 20, longitude: 0, zoom: 2 } as const;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;
export const FLY_TO_ZOOM = 8;
export const FLY_TO_DURATION_MS = 800;
export const FIT_BOUNDS_PADDING = 50;
/** Metres per degree used to turn an event radius into bounds. */
export const METRES_PER_DEGREE = 111_000;
