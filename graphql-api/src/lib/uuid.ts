import { ValidationError } from './errors.js';

/** A UUID as PostgreSQL's uuid type reads it (8-4-4-4-12 hex digits): anything else fails there. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string): boolean => UUID_PATTERN.test(text);

/** `id` when it is a UUID, else a ValidationError naming `field` (before it reaches PostgreSQL). */
export function requireUuid(id: string, field: string): string {
  if (!isUuid(id)) throw new ValidationError([{ field, message: 'Not an event id' }]);
  return id;
}
