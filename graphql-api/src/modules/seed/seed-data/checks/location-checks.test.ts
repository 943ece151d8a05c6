import { describe, expect, it } from 'vitest';
import { atSeaReason, offLand, wrongCountry } from './location-checks.js';

const place = (location: string, latitude: number, longitude: number, extra: { name?: string; battleType?: string; tags?: string[] } = {}) => ({
  key: 'planted',
  name: extra.name ?? 'Planted event',
  location,
  latitude,
  longitude,
  battleType: extra.battleType ?? null,
  tags: extra.tags ?? [],
});

describe('coordinates against the place named', () => {
  it('fails a Peruvian site placed in the Pacific off Panama (latitude sign), passes it at Trujillo', () => {
    const mirrored = place('Huacas del Sol y de la Luna, near Trujillo, Peru', 8.1063, -78.9921);
    expect(offLand([mirrored])).toHaveLength(1);
    expect(wrongCountry([mirrored])[0]).toMatch(/names Peru/);
    const right = place('Huacas del Sol y de la Luna, near Trujillo, Peru', -8.1063, -78.9921);
    expect(offLand([right])).toEqual([]);
    expect(wrongCountry([right])).toEqual([]);
  });

  it('fails a point in the wrong country (Toruń for a book printed in Nuremberg, Germany)', () => {
    expect(wrongCountry([place('Nuremberg, Germany', 53.0138, 18.5984)])[0]).toMatch(/is in Poland/);
    expect(wrongCountry([place('Paris, Kingdom of France', 48.8566, 2.3522)])[0]).toMatch(/does not end with a modern country/);
  });

  it('allows a coastal town a little offshore and a border site just across the line', () => {
    expect(offLand([place('Dover, England', 51.115, 1.33)])).toEqual([]);
    expect(wrongCountry([place('Strasbourg, Germany', 48.5734, 7.7521)])).toEqual([]);
  });

  it('exempts events at sea by a stated rule, and only those', () => {
    expect(atSeaReason(place('Off Gravelines, France', 51.1, 1.9))).toMatch(/water/);
    expect(atSeaReason(place('Trafalgar, Spain', 36.0, -6.5, { battleType: 'naval battle' }))).toBe('naval battle');
    expect(atSeaReason(place('North Atlantic, United Kingdom', 41.7, -49.9, { name: 'Sinking of the Titanic' }))).toBe('a ship lost');
    expect(atSeaReason(place('Paris, France', 48.8566, 2.3522))).toBeNull();
    expect(offLand([place('Krakatoa, Sunda Strait, Indonesia', -6.102, 105.423)])).toEqual([]);
  });

  it('gives an island volcano’s caldera 25 km, other places 5', () => {
    const caldera = place('Santorini, Greece', 36.3, 25.2); // about 16 km from the nearest land
    expect(offLand([{ ...caldera, name: 'Minoan eruption of Thera' }])).toEqual([]);
    expect(offLand([caldera])).toHaveLength(1);
  });
});
