import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

/**
 * Makes each ring's longitudes continuous (a jump of more than 180 degrees is unwrapped by 360), so
 * shapes that cross the antimeridian (Russia, Fiji, Antarctica) draw whole instead of as stripes.
 */
export function unwrapRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  ring.forEach((point, i) => {
    const [lon = 0, lat = 0] = point;
    if (i > 0) {
      const previous = ring[i - 1]![0]!;
      if (lon - previous > 180) offset -= 360;
      else if (previous - lon > 180) offset += 360;
    }
    out.push([lon + offset, lat]);
  });
  return out;
}

function fixGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  }
  return geometry;
}

export function fixAntimeridian(collection: FeatureCollection): FeatureCollection {
  return {
    ...collection,
    features: collection.features.map((f: Feature) => (f.geometry ? { ...f, geometry: fixGeometry(f.geometry) } : f)),
  };
}
