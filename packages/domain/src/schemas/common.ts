import { z } from 'zod';

/** A success with a sentence to show (a deletion, a status change). */
export const okMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * A record's id in a path. Any text is accepted here: an id that is not one of ours names
 * nothing, so it is answered 404 like an unknown one, not 400.
 */
export const idParamsSchema = z.object({ id: z.string() });
