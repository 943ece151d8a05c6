/** The arguments of the editing and moderation calls, checked by one set of rules for GraphQL and REST. */
import { z } from 'zod';

/** An event version: a whole number from 1. */
export const VersionSchema = z.number().int('Expected a whole number').min(1, 'Versions start at 1').max(2_147_483_647, 'No event has this version');

/** An editor's summary of a change: optional, up to 500 characters; blank is none. */
export const CommentSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .transform((text) => text || null);

/** A moderator's reason for a decision: 1 to 1000 characters. */
export const ReasonSchema = z.string().trim().min(1, 'Give a reason').max(1000, 'At most 1000 characters');
