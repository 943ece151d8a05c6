import { describe, expect, it } from 'vitest';
import { acceptedPolygons, inDisputedArea, locationCountries, resolveCountry } from './country-names.js';
import { countryIndex } from './polygon-index.js';

const known = countryIndex().names;

describe('country names', () => {
  it('maps written names to world-atlas names, folding case and accents', () => {
    expect(resolveCountry('United States', known)).toBe('United States of America');
    expect(resolveCountry('England', known)).toBe('United Kingdom');
    expect(resolveCountry('Czech Republic', known)).toBe('Czechia');
    expect(resolveCountry('Cote d’Ivoire', known)).toBe("Côte d'Ivoire");
    expect(resolveCountry('Democratic Republic of the Congo', known)).toBe('Dem. Rep. Congo');
    expect(resolveCountry('Peru', known)).toBe('Peru');
    expect(resolveCountry('Prussia', known)).toBeNull();
  });

  it('every name the tables give is a polygon world-atlas has (a typo would silently match nothing)', () => {
    for (const name of ['United States', 'Vatican City', 'Bosnia and Herzegovina', 'Eswatini', 'Faroe Islands', 'Jerusalem']) {
      const resolved = resolveCountry(name, known)!;
      expect(known, name).toContain(resolved);
      for (const polygon of acceptedPolygons(resolved)) expect(known, polygon).toContain(polygon);
    }
  });

  it('reads the countries a location names and whether it ends with one', () => {
    expect(locationCountries('Huacas del Sol y de la Luna, near Trujillo, Peru', known)).toEqual({ named: ['Peru'], endsWithCountry: true });
    expect(locationCountries('Hattusa (Boğazkale), Turkey, and Thebes, Egypt', known).named).toEqual(['Turkey', 'Egypt']);
    expect(locationCountries('Feyiase, Asante (modern Ghana)', known)).toEqual({ named: ['Ghana'], endsWithCountry: true });
    expect(locationCountries('Quebec City, Canada (hypothetical scenario)', known).endsWithCountry).toBe(true);
    expect(locationCountries('Paris, Kingdom of France', known).endsWithCountry).toBe(false);
    expect(locationCountries('Mongolian steppe', known)).toEqual({ named: [], endsWithCountry: false });
    expect(locationCountries('Kuwait, Iraq and Saudi Arabia', known).named).toEqual(['Kuwait', 'Iraq', 'Saudi Arabia']);
  });

  it('accepts a country’s overseas parts but not its neighbours', () => {
    expect(acceptedPolygons('United States of America').has('Puerto Rico')).toBe(true);
    expect(acceptedPolygons('India').has('Siachen Glacier')).toBe(true);
    expect(acceptedPolygons('India').has('Pakistan')).toBe(false);
    expect(inDisputedArea('Ukraine', 'Russia', 45.03, 35.38)).toBe(true);
    expect(inDisputedArea('Ukraine', 'Russia', 55.75, 37.62)).toBe(false);
  });
});
