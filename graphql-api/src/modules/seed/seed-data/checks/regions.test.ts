import { describe, expect, it } from 'vitest';
import { countryIndex } from './polygon-index.js';
import { COUNTRIES_BY_REGION, REGIONS, regionOfCountry, regionOfEvent } from './regions.js';

const at = (location: string, latitude: number, longitude: number) => ({ key: 'planted', location, latitude, longitude });

describe('regions', () => {
  it('places every world-atlas country in exactly one region', () => {
    const listed = REGIONS.flatMap((r) => COUNTRIES_BY_REGION[r]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...countryIndex().names].sort()).toEqual([...listed].sort());
  });

  it('assigns an event by the country at its point', () => {
    expect(regionOfEvent(at('Trujillo, Peru', -8.1116, -79.0288))).toBe('Latin America and the Caribbean');
    expect(regionOfEvent(at('Istanbul, Turkey', 41.0082, 28.9784))).toBe('Middle East and North Africa');
    expect(regionOfEvent(at('Timbuktu, Mali', 16.7666, -3.0026))).toBe('Sub-Saharan Africa');
    expect(regionOfEvent(at('Kabul, Afghanistan', 34.5553, 69.2075))).toBe('South Asia');
  });

  it('splits Russia at 60°E and counts distant parts where they lie', () => {
    expect(regionOfCountry('Russia', 55.75, 37.62)).toBe('Europe');
    expect(regionOfCountry('Russia', 55.03, 82.92)).toBe('Central Asia');
    expect(regionOfCountry('France', 16.25, -61.58)).toBe('Latin America and the Caribbean');
    expect(regionOfCountry('United States of America', 21.3, -157.85)).toBe('Oceania');
  });

  it('gives a point at sea the country its location names, else the nearest', () => {
    expect(regionOfEvent(at('Off Gravelines, France', 51.05, 2.0))).toBe('Europe');
    expect(regionOfEvent(at('Somewhere at sea', 20.5, 72.0))).toBe('South Asia');
  });
});
