/** The map's view as the main screen last showed it: what a story step's "Use current map view" takes. */
export interface LastMapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

const KEY = 'epoch-atlas:last-map-view';

/** Kept for the tab's session (the editor opens from the map in the same tab). */
export function saveLastMapView(view: LastMapView): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(view));
  } catch {
    // Storage off (private mode): the editor's button says there is no view to take.
  }
}

export function readLastMapView(): LastMapView | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastMapView> | null;
    const { latitude, longitude, zoom } = value ?? {};
    return [latitude, longitude, zoom].every((n) => typeof n === 'number' && Number.isFinite(n))
      ? { latitude: latitude!, longitude: longitude!, zoom: zoom! }
      : null;
  } catch {
    return null;
  }
}
