import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import * as maplibre from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type Ref } from 'react';
import { AttributionControl, Map, NavigationControl, useControl, useMap, type MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { buildBasemapStyle, tileConfigFromEnv } from './basemap';
import { BasemapDetail } from './basemap-detail';
import { keepCreditsFolded } from './folded-credits';
import { driveLayers, type LayerTarget, type YearSource } from './layer-driver';
import { DENSITY_LAYER_ID, type DensityCellPick } from './layers/event-density-layer';
import { MOTION_GAP_MS } from './layers/event-filter';
import type { MapScene } from './map-scene';
import { OnDemandFrames } from './on-demand-frames';
import { INITIAL_VIEW_STATE, MAX_ZOOM, MIN_ZOOM } from './view-state';

type DeckOverlayProps = Omit<MapboxOverlayProps, 'layers'> & { scene: MapScene; year: YearSource; onLayersDrawn?: () => void };

/**
 * The events' WebGL context, without a depth buffer: the layers are drawn in their order, markers
 * last. The arcs rise above the ground, and with a depth buffer they hid the markers they cross;
 * it also cost the software GPU about 5% of a tick (bench/README.md).
 */
const EVENTS_CANVAS: MapboxOverlayProps['deviceProps'] = { webgl: { depth: false } };

/** Zoom levels a click on a density cell adds. */
const DENSITY_ZOOM_STEP = 2;
const densityTooltip = ({ count }: DensityCellPick) => `${count.toLocaleString('en-US')} events here: zoom in to see them`;

/** The map's events after which deck.gl may have something to draw: a repaint (the camera, a resize) or the pointer (hover and click picking). */
const WAKING_EVENTS = ['render', 'mousemove', 'mousedown', 'mouseup', 'mouseout', 'click', 'dblclick', 'touchstart', 'touchmove', 'touchend'] as const;

/**
 * The deck.gl overlay. Its layers follow the year source directly (driveLayers), so a timeline
 * tick renders no React component; React renders it only when the scene or the handlers change.
 * deck.gl draws on demand (OnDemandFrames): frames run after a change of the year, the layers, the
 * camera or the pointer, and stop once nothing changes, so an idle map costs no frames.
 */
function DeckOverlay({ scene, year, onLayersDrawn, onClick, ...rest }: DeckOverlayProps) {
  // The latest handler, without re-driving the layers when only the handler changes.
  const drawn = useEffectEvent(() => onLayersDrawn?.());
  const [frames] = useState(() => new OnDemandFrames());
  const { current: map } = useMap();
  const props: Omit<MapboxOverlayProps, 'layers'> = {
    ...rest,
    // A density cell zooms the map into its events; anything else goes to the caller.
    onClick: (info, event) => {
      if (info.layer?.id !== DENSITY_LAYER_ID) return onClick?.(info, event);
      const cell = info.object as DensityCellPick | undefined;
      if (cell && map) map.easeTo({ center: [cell.longitude, cell.latitude], zoom: map.getZoom() + DENSITY_ZOOM_STEP });
    },
    getTooltip: ({ layer, object }) => (layer?.id === DENSITY_LAYER_ID && object ? densityTooltip(object as DensityCellPick) : null),
  };
  const overlay = useControl(
    // deck.gl hands its props to its render loop, whose animationFrameProvider asks for the frames.
    () => new MapboxOverlay({ ...props, animationFrameProvider: frames } as MapboxOverlayProps),
    ({ map }) => WAKING_EVENTS.forEach((name) => map.on(name, frames.wake)),
    ({ map }) => {
      WAKING_EVENTS.forEach((name) => map.off(name, frames.wake));
      frames.stop();
    },
  );
  overlay.setProps(props);
  useEffect(() => frames.wake());
  useEffect(() => {
    // driveLayers redraws on each year, and once more when the year has rested MOTION_GAP_MS (the motion fade ends).
    let resting: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = year.subscribe(() => {
      frames.wake();
      clearTimeout(resting);
      resting = setTimeout(frames.wake, MOTION_GAP_MS);
    });
    return () => {
      clearTimeout(resting);
      unsubscribe();
    };
  }, [year, frames]);
  useEffect(() => {
    // A frame deck.gl drew keeps the frames coming: it may draw again (a shader still linking).
    // The driver's own onAfterRender, the latest it set, runs after.
    let afterRender: (() => void) | undefined;
    const target: LayerTarget = {
      setProps: (props) => {
        const { onAfterRender, ...rest } = props;
        if ('onAfterRender' in props) afterRender = onAfterRender;
        overlay.setProps({
          ...rest,
          onAfterRender: () => {
            frames.wake();
            afterRender?.();
          },
        });
      },
    };
    return driveLayers(target, scene, year, () => drawn());
  }, [overlay, frames, scene, year]);
  return null;
}

export interface MapViewProps {
  /** The layers and their time range (useEventLayers); the year comes from `year`, outside React state. */
  scene: MapScene;
  year: YearSource;
  /** After the first frame drawn with layers from a new builder: their attributes are on the GPU. */
  onLayersDrawn?: () => void;
  /** A click on an event: the layer it is drawn by and its row there. */
  onPick?: (layerId: string, index: number) => void;
  /** The pointer moved onto an event (its layer and row) or off every event (null). */
  onHover?: (target: { layerId: string; index: number } | null) => void;
  /** Where the map opens (the URL's view), else the spec's 20, 0 at zoom 2. */
  initialView?: { latitude: number; longitude: number; zoom: number } | null;
  /** Called when a move ends, with the new view. */
  onViewChange?: (view: { latitude: number; longitude: number; zoom: number }) => void;
  mapRef?: Ref<MapRef>;
  /** The map is ready for camera moves. */
  onLoad?: () => void;
  /** Popups and other map children. */
  children?: ReactNode;
}

/**
 * Owns the MapLibre map and the deck.gl overlay over it. The overlay has its own canvas (not
 * interleaved): a timeline tick redraws the events without repainting the basemap, so a tick
 * blocks the GPU for the events alone (npm run bench measures it).
 */
export function MapView({ scene, year, onLayersDrawn, onPick, onHover, initialView, onViewChange, mapRef, onLoad, children }: MapViewProps) {
  // One static style: its world files load with the map, the detail cells as the view needs them.
  const [style] = useState<StyleSpecification>(() => buildBasemapStyle(tileConfigFromEnv()));
  const detail = useRef<BasemapDetail | null>(null);
  const detailDrawn = useRef(false);

  return (
    // A labelled region (a landmark): the map's canvas and popups are not content outside every landmark.
    <Shell data-testid="map" role="region" aria-label="Map">
      <Map
        // Imported with this chunk, not on demand (react-map-gl's default): Vite then loads MapLibre
        // alongside the map's code, instead of only after React has rendered the map.
        mapLib={maplibre}
        ref={mapRef}
        onLoad={(e) => {
          // MapLibre opens the compact credits at first and folds them at the first drag: folded from the start, they cover nothing.
          const credits = e.target.getContainer().querySelector('.maplibregl-ctrl-attrib');
          if (credits) keepCreditsFolded(credits);
          detail.current = new BasemapDetail(e.target);
          void detail.current.update().then(() => {
            detailDrawn.current = true;
            e.target.triggerRepaint();
          });
          onLoad?.();
        }}
        onIdle={() => {
          // The basemap of the first view is drawn, its detail cells too, and nothing is loading
          // (read by the benchmark before it measures, and by the e2e screenshots).
          if (detailDrawn.current && performance.getEntriesByName('atlas:basemap-drawn').length === 0) performance.mark('atlas:basemap-drawn');
        }}
        initialViewState={initialView ?? INITIAL_VIEW_STATE}
        onMoveEnd={(e) => {
          void detail.current?.update();
          onViewChange?.({ latitude: e.viewState.latitude, longitude: e.viewState.longitude, zoom: e.viewState.zoom });
        }}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        mapStyle={style}
        renderWorldCopies
        attributionControl={false}
        style={{ position: 'absolute', inset: '0' }}
      >
        <NavigationControl position="bottom-left" showCompass={false} />
        {/* The data's credits (Natural Earth, GeoNames, OpenStreetMap) folded behind an (i) button, with the zoom buttons: clear of the timeline and the panels at every size. */}
        <AttributionControl compact position="bottom-left" />
        <DeckOverlay
          interleaved={false}
          deviceProps={EVENTS_CANVAS}
          scene={scene}
          year={year}
          onLayersDrawn={onLayersDrawn}
          onClick={(info) => {
            if (info.layer && info.index >= 0) onPick?.(info.layer.id, info.index);
          }}
          onHover={(info) => onHover?.(info.layer && info.index >= 0 ? { layerId: info.layer.id, index: info.index } : null)}
          getCursor={({ isHovering }) => (isHovering ? 'pointer' : 'grab')}
        />
        {children}
      </Map>
    </Shell>
  );
}

const Shell = styled.div`
  position: absolute;
  inset: 0;
  /* Its own stacking context: the deck.gl canvas (z-indexed by the overlay) stays under the panels. */
  isolation: isolate;
  z-index: 0;
  background: ${({ theme }) => theme.colors.ocean};
  /*
   * The zoom buttons: bottom left beside the timeline on a wide screen, above it where the timeline
   * spans the width (--timeline-top comes from the screen around the map), and on a phone top right
   * under the header, where neither the legend nor the timeline is.
   */
  /* The credits, opened, wrap in a narrow box beside the legend instead of running over the timeline. */
  .maplibregl-ctrl-attrib.maplibregl-compact-show {
    max-width: min(260px, calc(100vw - 40px));
  }
  .maplibregl-ctrl-bottom-left {
    bottom: 4px;
    @media (max-width: 1120px) {
      bottom: calc(var(--timeline-top, 170px) + 4px);
    }
    @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
      top: 60px;
      bottom: auto;
      left: auto;
      right: 0;
    }
  }
`;
