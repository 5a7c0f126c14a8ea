/**
 * The public forms' two checks against automated submissions (join and apply; docs/security-bots.md).
 * A form carries a field people never see (the honeypot: bots fill every field they find) and how
 * long the form was open before it was sent (a person needs seconds; a bot, milliseconds).
 */

/** The hidden field: empty from a person. Named like a field a bot is keen to fill. */
export const HONEYPOT_FIELD = 'website';

/** Milliseconds between the form's showing and its sending, measured by the browser's own clock. */
export const FILL_TIME_FIELD = 'fillMs';

/**
 * Faster than this, no person filled the form (seven details, or a drive's questions): the
 * default of the server's FORM_MIN_FILL_MS.
 */
export const MIN_FILL_MS = 3000;

export type BotReason = 'honeypot' | 'too-fast';

/** The two fields as the API document describes them (plain objects: this file loads without zod). */
export const BOT_CHECK_FIELD_DOCS = {
  [HONEYPOT_FIELD]:
    'Leave empty: a form field people never see. Filled, the submission is answered like a success and not stored',
  [FILL_TIME_FIELD]: `Milliseconds the form was open before it was sent. Under the server's minimum (FORM_MIN_FILL_MS, ${MIN_FILL_MS} by default), the submission is answered like a success and not stored; leave it out when not measured`,
} as const;

/**
 * Why a submission `body` looks automated, or null when it does not. A body without the fill
 * time is taken (clients other than the site's own forms, such as the forum's original frontend,
 * do not send it); one with a fill time that is not a number of milliseconds is not a person's.
 */
export function botReason(body: unknown, minFillMs: number = MIN_FILL_MS): BotReason | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '') return 'honeypot';
  const fillMs = fields[FILL_TIME_FIELD];
  if (fillMs === undefined || fillMs === null) return null;
  const ms = typeof fillMs === 'number' ? fillMs : typeof fillMs === 'string' ? Number(fillMs) : Number.NaN;
  return Number.isFinite(ms) && ms >= minFillMs ? null : 'too-fast';
}
