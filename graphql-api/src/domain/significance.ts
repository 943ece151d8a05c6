/** Global significance level of an event (spec section 9). */

export type SignificanceLevel = 'global' | 'regional' | 'local';

export interface SignificanceInput {
  casualties?: number | null;
  participantCount: number;
  radius?: number | null;
}

export function significanceScore({ casualties, participantCount, radius }: SignificanceInput): number {
  const c = Math.max(0, casualties ?? 0);
  const r = Math.max(0, radius ?? 0);
  return 3 * Math.log10(c + 1) + participantCount + 0.5 * Math.min(r / 1e6, 1);
}

export function significanceLevel(input: SignificanceInput): SignificanceLevel {
  const casualties = input.casualties ?? 0;
  const score = significanceScore(input);
  if (casualties >= 1_000_000 || input.participantCount >= 10 || score >= 8) return 'global';
  if (casualties >= 100_000 || input.participantCount >= 4 || score >= 4) return 'regional';
  return 'local';
}
