import { z } from 'zod';
import { SECTIONS } from '../accounts.ts';

export const activityEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string(),
    actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
    action: z.string(),
    section: z.string(),
    entity: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
    fields: z.array(z.string()),
    ip: z.string().nullable(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Use a real date')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const activityQuerySchema = z.object({
  actor: z.string().trim().max(320).optional(),
  section: z
    .enum([...SECTIONS, 'auth'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: z.string().trim().max(100).optional(),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
