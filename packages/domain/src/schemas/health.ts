import { z } from 'zod';

/** GET /health: `ok`, or `unavailable` (status 503) when the database does not answer. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof healthSchema>;
