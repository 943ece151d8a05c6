import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import type { Layer } from '@deck.gl/core';
import type { StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useState } from 'react';
import { Map, NavigationControl, useControl } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { buildBasemapStyle, loadCountries, tileConfigFromEnv } from './basemap';
import { INITIAL_VIEW_STATE, MAX_ZOOM, MIN_ZOOM } from './view-state';

function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl(() => new MapboxOverlay(props));
  overlay.setProps(props);
  return null;
}

export interface MapViewProps {
  layers: Layer[];
  /** A click on an event: the layer it is drawn by and its row there. */
  onPick?: (layerId: string, index: number) => void;
}

/** Owns the MapLibre map and the deck.gl overlay drawn into it (interleaved, one WebGL context). */
export function MapView({ layers, onPick }: MapViewProps) {
  const [style, setStyle] = useState<StyleSpecification | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadCountries().then((countries) => {
      if (!cancelled) setStyle(buildBasemapStyle(countries, tileConfigFromEnv()));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!style) return <Shell aria-busy="true" />;
  return (
    <Shell data-testid="map">
      <Map
        initialViewState={INITIAL_VIEW_STATE}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        mapStyle={style}
        renderWorldCopies
        attributionControl={false}
        style={{ position: 'absolute', inset: '0' }}
      >
        <NavigationControl position="bottom-left" showCompass={false} />
        <DeckOverlay
          interleaved
          layers={layers}
          onClick={(info) => {
            if (info.layer && info.index >= 0) onPick?.(info.layer.id, info.index);
          }}
          getCursor={({ isHovering }) => (isHovering ? 'pointer' : 'grab')}
        />
      </Map>
    </Shell>
  );
}

const Shell = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.ocean};
`;
