import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';

/**
 * The map and the compare view hold MapLibre and deck.gl, four fifths of the screen's JavaScript
 * (about 400 kB brotli). They load beside the screen, not before it: the header, legend and
 * timeline render first, and the map draws when its chunk arrives. `preloadMapStage` starts that
 * download from the app's entry, at the same moment as the feed, so the map comes no later than
 * when it was part of the screen's own chunk.
 */
const loadMapStage = () => import('./map-stage');
const MapStageChunk = lazy(() => loadMapStage().then((m) => ({ default: m.MapStage })));
const CompareStageChunk = lazy(() => import('./compare-stage').then((m) => ({ default: m.CompareStage })));

export function preloadMapStage(): void {
  void loadMapStage().catch(() => {}); // the lazy component sees the failure (route-error reloads)
}

export function LazyMapStage(props: ComponentProps<typeof MapStageChunk>) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <MapStageChunk {...props} />
    </Suspense>
  );
}

export function LazyCompareStage(props: ComponentProps<typeof CompareStageChunk>) {
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <CompareStageChunk {...props} />
    </Suspense>
  );
}

/** Where the map will be: the basemap's ocean, so its arrival is not a flash. */
const MapPlaceholder = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
  background: ${({ theme }) => theme.colors.ocean};
`;
