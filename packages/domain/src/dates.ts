/**
 * Wall-clock times in the forum's time zone and the instants they name. Admins enter an event's
 * date and time as the forum's clocks show it (a datetime-local input, whatever the admin's own
 * device is set to); the API stores and answers UTC instants.
 */

/** 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss': a wall-clock time without a zone. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
/** An ISO 8601 instant: a date and time with Z or an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parseLocal(value: string): WallClock | null {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((v) =>
    v === undefined ? 0 : Number(v),
  );
  // A real calendar day and clock time (no 31 April, no 24:00).
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  return { year, month, day, hour, minute, second };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format;
}

/** What the clocks in `zone` show at the instant `ms`. */
function wallClockAt(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormat(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const asUtc = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** How far `zone`'s clocks are ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  return asUtc(wallClockAt(ms - (ms % 1000), zone)) - (ms - (ms % 1000));
}

/** Whether `value` is a wall-clock date, or date and time, without a zone ('2026-12-05T18:30'). */
export const isLocalDateTime = (value: string): boolean => parseLocal(value) !== null;

/** Whether `value` is an ISO 8601 instant with Z or an offset ('2026-12-05T13:00:00.000Z'). */
export const isInstant = (value: string): boolean =>
  INSTANT.test(value.trim()) && !Number.isNaN(new Date(value.trim()).getTime());

/**
 * The UTC instant (ISO string) at which the clocks in `zone` show `local` ('2026-12-05T18:30' or
 * a bare date, meaning its midnight). A time skipped by a daylight-saving change is read with the
 * offset before the change (so 02:30 on a spring-forward night is 03:30); a time that happens
 * twice is its first occurrence. Throws on a value that is not a wall-clock time.
 */
export function zonedLocalToUtc(local: string, zone: string): string {
  const clock = parseLocal(local);
  if (!clock) throw new RangeError(`Not a date and time: ${local}`);
  const guess = asUtc(clock);
  // The offset a little before and after the guess: the earlier one wins when both fit.
  const before = offsetAt(guess - 86_400_000, zone);
  const after = offsetAt(guess + 86_400_000, zone);
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = guess - offset;
    if (asUtc(wallClockAt(instant, zone)) === guess) return new Date(instant).toISOString();
  }
  // In a gap: the offset in force before it.
  return new Date(guess - before).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * What the clocks in `zone` show at the instant `iso`, as a datetime-local input's value
 * ('2026-12-05T18:30'; seconds only when they are not zero).
 */
export function utcToZonedLocal(iso: string | Date, zone: string): string {
  const ms = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${String(iso)}`);
  const c = wallClockAt(ms, zone);
  const time = `${pad(c.hour)}:${pad(c.minute)}${c.second ? `:${pad(c.second)}` : ''}`;
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${time}`;
}

/**
 * A date and time as a form or API caller sends it, as a UTC ISO instant: an instant with Z or an
 * offset is taken as it is, a wall-clock time without a zone is read in `zone`. Null when it is
 * neither.
 */
export function toUtcInstant(value: string, zone: string): string | null {
  const text = value.trim();
  if (isLocalDateTime(text)) return zonedLocalToUtc(text, zone);
  if (isInstant(text)) return new Date(text).toISOString();
  return null;
}
