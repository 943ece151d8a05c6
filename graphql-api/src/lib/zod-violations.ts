import { z } from 'zod';
import { ValidationError, type Violation } from './errors.js';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** zod issues in the spec's wording (section 8): "Required", "Expected X, received Y", too short/long. */
export function zodViolations(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    switch (issue.code) {
      case 'invalid_type': {
        // zod 4 leaves `input` out of issues unless asked; its message still names what it received.
        const received = 'input' in issue ? describe(issue.input) : (/received (\w+)/.exec(issue.message)?.[1] ?? 'something else');
        return { field, message: received === 'undefined' ? 'Required' : `Expected ${issue.expected}, received ${received}` };
      }
      case 'too_small':
        return { field, message: issue.origin === 'string' ? `String too short (at least ${issue.minimum} characters)` : issue.message };
      case 'too_big':
        return { field, message: issue.origin === 'string' ? `String too long (at most ${issue.maximum} characters)` : issue.message };
      case 'invalid_format':
        return { field, message: issue.format === 'email' ? 'Invalid email' : issue.message };
      default:
        return { field, message: issue.message };
    }
  });
}

/**
 * The parsed input, or a ValidationError listing every problem (a missing body counts as empty).
 * `path` names where the input sits (a GraphQL argument: "filter"), so each violation's field is
 * the full path ("filter.year").
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, path?: string): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const violations = zodViolations(result.error);
    throw new ValidationError(path ? violations.map((v) => ({ ...v, field: v.field ? `${path}.${v.field}` : path })) : violations);
  }
  return result.data;
}

/** An email field: trimmed, lower-cased, at most 320 characters, 'Invalid email' when malformed. */
export function emailField(requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .trim()
    .toLowerCase()
    .max(320, 'email is too long')
    .pipe(z.email({ message: 'Invalid email' }));
}
