import { describe, expect, it } from 'vitest';
import { parseImportOptions } from './import-options.js';
import { NOT_STATED, normalizeRow } from './row-normalizer.js';

const openData = { Name: 'Treaty of Example', Date: '1648', Lat: '52.0', Lon: '7.6', Description: 'Signed.', Category: 'political' };

describe('normalizeRow', () => {
  it('reads the column names open data uses, and numbers and years given as numbers', () => {
    const { input } = normalizeRow({ title: 'A', start_date: 1066, 'End Date': -490, lat: '50.5', LNG: 1, place: 'Here' });
    expect(input).toMatchObject({ name: 'A', startDate: '1066', endDate: '-0490', latitude: 50.5, longitude: 1, location: 'Here' });
  });

  it("reads sources written as JSON in a cell (a CSV export's), and keeps the open-data 'source' column apart", () => {
    const sources = [{ title: 'Herodotus, Histories', url: 'https://example.org/hdt', note: '6.112' }];
    const { input } = normalizeRow({ ...openData, sources: JSON.stringify(sources), source: 'NOAA' });
    expect(input.sources).toEqual(sources);
    expect(input).not.toHaveProperty('source');
  });

  it('keeps our own column over an alias of it', () => {
    expect(normalizeRow({ date: '1000', startDate: '1066' }).input.startDate).toBe('1066');
    expect(normalizeRow({ startDate: '1066', date: '1000' }).input.startDate).toBe('1066');
  });

  it('imports a category word outside our tree without a category, with a warning naming the option', () => {
    const { input, warnings } = normalizeRow(openData);
    expect(input.category).toBeUndefined();
    expect(warnings).toContainEqual({ field: 'category', message: expect.stringContaining('"political" is not in our category tree') });
    expect(warnings.find((w) => w.field === 'category')?.message).toContain('--map-category "political"=');
  });

  it('places words mapped with --map-category, by category or subcategory name, in any letter case', () => {
    const options = parseImportOptions({ mapCategory: ['Political=political and social upheavals', 'fine art=Art'] });
    const mapped = normalizeRow(openData, options);
    expect(mapped.input).toMatchObject({ category: 'Major Disruptions and Conflicts', subcategory: 'Political and Social Upheavals' });
    expect(mapped.warnings.map((w) => w.field)).not.toContain('category');
    expect(normalizeRow({ ...openData, Category: 'Fine Art' }, options).input.category).toBe('Art');
    expect(normalizeRow({ ...openData, Category: 'battle' }).input).toMatchObject({
      subcategory: 'Military Conflicts and Territorial Changes',
      battleType: 'battle',
    });
  });

  it('drops an unknown subcategory with a warning and keeps a known one', () => {
    const { input, warnings } = normalizeRow({ ...openData, Category: 'Art', subcategory: 'Mosaics' });
    expect(input).toMatchObject({ category: 'Art' });
    expect(input.subcategory).toBeUndefined();
    expect(warnings).toContainEqual({ field: 'subcategory', message: expect.stringContaining('"Mosaics" is not a subcategory of ours') });
  });

  it('fills missing prose with a warning, or from --default without one', () => {
    const bare = normalizeRow({ name: 'X', startDate: '1066', latitude: 1, longitude: 2 });
    expect(bare.input).toMatchObject({ significance: NOT_STATED.significance, description: NOT_STATED.description, location: 'X' });
    expect(bare.warnings.map((w) => w.field).sort()).toEqual(['description', 'location', 'significance']);

    const options = parseImportOptions({ defaults: ['significance="Part of the Example dataset."', 'location=Somewhere', 'category=culture'] });
    const filled = normalizeRow({ name: 'X', description: 'D', startDate: '1066', latitude: 1, longitude: 2 }, options);
    expect(filled.input).toMatchObject({ significance: 'Part of the Example dataset.', location: 'Somewhere', category: 'Culture' });
    expect(filled.warnings).toEqual([]);
  });

  it('writes the source and licence of the row as its significance, and says so', () => {
    const { input, warnings } = normalizeRow({ name: '1755 earthquake - PORTUGAL: LISBON', source: 'NOAA', licence: 'Public domain' });
    expect(input).toMatchObject({ significance: 'Recorded in NOAA (Public domain).', location: 'PORTUGAL: LISBON' });
    expect(input).not.toHaveProperty('source');
    expect(warnings.map((w) => w.field)).toContain('significance');
  });
});

describe('parseImportOptions', () => {
  it.each([
    [{ defaults: ['significance'] }, '--default expects key=value'],
    [{ defaults: ['name=X'] }, 'only significance, description, location, category, subcategory can be given a default'],
    [{ defaults: ['category=Mosaics'] }, '"Mosaics" is not a category of ours'],
    [{ defaults: ['subcategory=Art'] }, '"Art" is not a subcategory of ours'],
    [{ defaults: ['significance='] }, 'needs a value'],
    [{ mapCategory: ['political=Politics'] }, '"Politics" is neither a category nor a subcategory of ours'],
    [{ edtfDates: 'reject' }, '--edtf-dates must be keep or plain'],
  ])('refuses %j before any row is read', (input, message) => {
    expect(() => parseImportOptions(input)).toThrow(message);
  });

  it('sets a subcategory default together with its category', () => {
    expect(parseImportOptions({ defaults: ['subcategory=Golden Ages'] }).defaults).toEqual({
      category: 'Global Periods of Prosperity',
      subcategory: 'Golden Ages',
    });
  });
});
