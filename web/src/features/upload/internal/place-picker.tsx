import type { StyleSpecification } from 'maplibre-gl';
import { useRef, useState } from 'react';
import { Map, Marker, type MapRef } from 'react-map-gl/maplibre';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { buildBasemapStyle, tileConfigFromEnv } from '../../../map/basemap';
import { BasemapDetail } from '../../../map/basemap-detail';
import { prefersReducedMotion } from '../../../map/camera';
import { coordinate } from './upload-draft';

/** Issue 5: a click sets latitude and longitude to six decimals; invalid numbers remove the marker. */
export function PlacePicker({ latitude, longitude, onPick }: { latitude: string; longitude: string; onPick: (lat: string, lon: string) => void }) {
  const [style] = useState<StyleSpecification>(() => buildBasemapStyle(tileConfigFromEnv()));
  const detail = useRef<BasemapDetail | null>(null);
  const map = useRef<MapRef>(null);
  const lat = coordinate(latitude, 90);
  const lon = coordinate(longitude, 180);
  return (
    <Box>
      {style && (
        <Map
          ref={map}
          initialViewState={{ latitude: 20, longitude: 0, zoom: 2 }}
          mapStyle={style}
          style={{ width: '100%', height: '100%' }}
          attributionControl={false}
          cursor="crosshair"
          // The 1:10m coast, rivers and towns when zoomed in to a place, as on the main map.
          onLoad={(e) => void (detail.current = new BasemapDetail(e.target)).update()}
          onMoveEnd={() => void detail.current?.update()}
          onClick={(e) => onPick(e.lngLat.lat.toFixed(6), e.lngLat.lng.toFixed(6))}
        >
          {lat !== null && lon !== null && <Marker latitude={lat} longitude={lon} color="#f59e0b" />}
        </Map>
      )}
      <ZoomButton
        $size="sm"
        disabled={lat === null || lon === null}
        onClick={() => lat !== null && lon !== null && map.current?.flyTo({ center: [lon, lat], zoom: 10, duration: prefersReducedMotion() ? 0 : 800 })}
      >
        Zoom to location
      </ZoomButton>
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  height: 220px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    height: 160px;
  }
  border-radius: 8px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ZoomButton = styled(Button)`
  position: absolute;
  right: 8px;
  top: 8px;
`;
