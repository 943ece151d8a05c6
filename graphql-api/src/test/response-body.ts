import type supertest from 'supertest';

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

/** A GET whose body is kept as its bytes, whatever its type (supertest buffers only text and JSON by itself). */
export function getBytes(http: ReturnType<typeof supertest>, path: string, headers: Record<string, string> = {}) {
  return http
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
}
