import { expect } from 'vitest';

export interface RefusalBody {
  data?: unknown;
  errors?: { message?: string; extensions?: { code?: string; violations?: { field: string; message: string }[] } }[];
}

/**
 * A refusal of the input itself: 4xx or 200, every error BAD_USER_INPUT, and when `field` is given,
 * a violation naming that argument path (so the check the test names is the one that refused it,
 * not GraphQL validation or another rule on the way). `shown` is what a failure prints.
 */
export function expectBadUserInput(status: number, body: RefusalBody, shown: string, field?: string): void {
  expect(status, shown).toBeLessThan(500);
  const errors = body.errors ?? [];
  expect(errors.length, shown).toBeGreaterThan(0);
  expect(
    errors.map((e) => e.extensions?.code),
    shown,
  ).toEqual(errors.map(() => 'BAD_USER_INPUT'));
  if (field)
    expect(
      errors.flatMap((e) => e.extensions?.violations ?? []).map((v) => v.field),
      shown,
    ).toContain(field);
}
