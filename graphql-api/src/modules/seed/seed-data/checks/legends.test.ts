import { describe, expect, it } from 'vitest';
import { firstSentence, knownLegend, legendReason, legendsTypedReal } from './legends.js';

const record = (fields: { name?: string; tags?: string[]; description?: string; significance?: string; eventType?: 'real' | 'alternative' }) => ({
  key: 'planted',
  name: fields.name ?? 'Founding of a city',
  eventType: fields.eventType ?? ('real' as const),
  tags: fields.tags ?? ['city'],
  description: fields.description ?? 'The city was founded in 1200. It grew quickly.',
  significance: fields.significance ?? 'It became a regional capital.',
});

describe('legends typed real', () => {
  it('fails a legend by its name, its tags, a hedged first sentence or a declaration', () => {
    expect(legendReason(record({ name: 'Dangun founds Gojoseon (legend)' }))).toMatch(/name/);
    expect(legendReason(record({ name: 'Legend: Pope Joan' }))).toMatch(/name/);
    expect(legendReason(record({ tags: ['rome', 'legend'] }))).toMatch(/tagged/);
    expect(legendReason(record({ description: 'According to tradition, Romulus founded Rome on 21 April 753 BCE. Walls were built.' }))).toMatch(
      /first sentence/,
    );
    expect(legendReason(record({ description: 'Galileo is said to have muttered a phrase. Nobody recorded it.' }))).toMatch(/first sentence/);
    expect(legendReason(record({ description: 'A story says he did it. It is treated here as a legend, not a historical event.' }))).toMatch(/declared/);
    expect(legendReason(record({ description: 'He dropped two balls. Many historians regard the story as a thought experiment.' }))).toMatch(/declared/);
  });

  it('lets honest mentions pass', () => {
    expect(legendReason(record({ description: "Mozart's opera on the legend of Don Juan premiered in Prague. It was a success." }))).toBeNull();
    expect(legendReason(record({ description: 'The battle was fought in 1838. According to tradition, a vow was made before it.' }))).toBeNull();
    expect(legendReason(record({ significance: 'The battle became a founding myth of Afrikaner nationalism.' }))).toBeNull();
    expect(
      legendReason(record({ tags: ['mythology'], description: 'Ovid completed the Metamorphoses, telling some 250 myths. It was read widely.' })),
    ).toBeNull();
    expect(legendReason(record({ name: 'Legend: Pope Joan', eventType: 'alternative' }))).toBeNull();
  });

  it('reads the first sentence past abbreviations-free full stops', () => {
    expect(firstSentence('In 1200 the city was founded. Later it grew.')).toBe('In 1200 the city was founded.');
    expect(firstSentence('One sentence only')).toBe('One sentence only');
  });

  it('skips reviewed keys', () => {
    const planted = record({ name: 'Dangun founds Gojoseon (legend)' });
    expect(legendsTypedReal([planted])).toHaveLength(1);
    expect(legendsTypedReal([planted], new Map([['planted', 'reviewed']]))).toEqual([]);
  });

  it("catches the audit's six legends told plainly, with no legend word in name, tags or text", () => {
    const plain = [
      ['Archimedes sets the Roman fleet on fire', 'During the siege of Syracuse Archimedes focused sunlight with mirrors and burned the Roman ships.'],
      ['Founding of Gojoseon', 'Dangun, grandson of Hwanin, founded the kingdom of Gojoseon in 2333 BCE.'],
      ["Marie Antoinette's reply to the hungry", "Told that the people had no bread, the queen replied 'Let them eat cake'."],
      ['Reign of Pope Joan', 'A woman disguised as a man reigned as Pope Joan from 855 to 857.'],
      ['Roswell crash', 'An alien spacecraft crashed near Roswell and the army recovered it and its crew.'],
      ["Galileo's defiance", 'Rising from his knees after abjuring, Galileo muttered "Eppur si muove".'],
    ] as const;
    for (const [name, description] of plain) expect(legendReason(record({ name, description })), name).toMatch(/tells the legend/);
  });

  it('leaves the real history around a legend alone', () => {
    expect(knownLegend('Roswell incident: Army announces a recovered "flying disc"', 'In June 1947 a rancher found debris near Roswell.')).toBeNull();
    expect(knownLegend('Deposition of Romulus Augustulus', 'Odoacer deposed the last Western emperor in 476.')).toBeNull();
    expect(knownLegend("Helen Taft and Iwa Chinda plant Washington's cherry trees", 'Japanese cherries were planted in Washington.')).toBeNull();
    expect(knownLegend('Great Chicago Fire', "A fire that started in or near the O'Leary family barn spread through the city.")).toBeNull();
    expect(knownLegend('Siege of Syracuse', 'Archimedes built cranes that lifted Roman ships out of the water.')).toBeNull();
  });
});
