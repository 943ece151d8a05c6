/**
 * A JSON answer's body read as the shape the test expects (supertest types every body `any`; the
 * test's expectations then check what it holds).
 */
export function bodyOf<T>(res: { body: unknown }): T {
  return res.body as T;
}

/** The fields a 400 answer's violations name, sorted. */
export function violationFields(res: { body: unknown }): string[] {
  return bodyOf<{ violations: { field: string }[] }>(res)
    .violations.map((v) => v.field)
    .sort();
}
