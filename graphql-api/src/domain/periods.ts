/** The spec's period table. Start years are inclusive, end years exclusive, except the last. */

export const PERIOD_KEYS = ['deep-ancient', 'classical-antiquity', 'medieval', 'renaissance-early-modern', 'enlightenment', 'industrial', 'modern'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export interface Period {
  key: PeriodKey;
  name: string;
  startYear: number;
  endYear: number;
  color: string;
}

export const PERIODS: readonly Period[] = [
  { key: 'deep-ancient', name: 'Deep Ancient', startYear: -3500, endYear: -500, color: '#4C1D95' },
  { key: 'classical-antiquity', name: 'Classical Antiquity', startYear: -500, endYear: 500, color: '#8B5CF6' },
  { key: 'medieval', name: 'Medieval', startYear: 500, endYear: 1500, color: '#3B82F6' },
  { key: 'renaissance-early-modern', name: 'Renaissance & Early Modern', startYear: 1500, endYear: 1700, color: '#10B981' },
  { key: 'enlightenment', name: 'Enlightenment', startYear: 1700, endYear: 1800, color: '#F97316' },
  { key: 'industrial', name: 'Industrial', startYear: 1800, endYear: 1900, color: '#EC4899' },
  { key: 'modern', name: 'Modern', startYear: 1900, endYear: 2000, color: '#EF4444' },
];

/** The period a year falls in; 2000 belongs to the modern period. Null outside -3500..2000. */
export function periodOfYear(year: number): Period | null {
  const last = PERIODS[PERIODS.length - 1]!;
  if (year === last.endYear) return last;
  return PERIODS.find((p) => year >= p.startYear && year < p.endYear) ?? null;
}

export function periodByKey(key: string): Period | undefined {
  return PERIODS.find((p) => p.key === key);
}

/** Index in PERIODS, used by the binary map feed; -1 when unknown. */
export function periodIndex(key: string): number {
  return PERIODS.findIndex((p) => p.key === key);
}

/** "3500 BCE - 500 BCE" style label of a period's range, for the legend. */
export function hexToRgb(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
