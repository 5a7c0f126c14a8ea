import { z } from 'zod';

/** GET /health: `ok`, or `unavailable` (status 503) when the database does not answer. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof healthSchema>;

/** GET /health/live: the process answers (nothing else is checked). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/**
 * GET /health/ready: whether this instance can serve traffic, with each dependency's state (200
 * when all are ok, 503 otherwise). For a load balancer's and an orchestrator's probes.
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    media: z.enum(['ok', 'unavailable']),
    /** Free space where the server writes its files, against MIN_FREE_DISK_MB. */
    disk: z.enum(['ok', 'unavailable']),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
