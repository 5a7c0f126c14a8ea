// The registration surge: an event with fewer seats than people opens its registration and a
// thousand students register at the same moment, all from one address (a campus network).
//
// Two events are surged, one after the other: one that keeps a waitlist (the seats, then places on
// the waitlist in order of arrival) and one that does not (the seats, then "This event is full").
// Each is checked for exactness from what the server stored, not only from what it answered: the
// seats given equal the capacity, the waitlist is everyone else in order of arrival, and each
// person was told the place they hold.
//
// Students register as the site's own form sends it: the hidden field empty and the seconds the
// form was open (above the server's minimum fill time, FORM_MIN_FILL_MS, which stays at its
// default), so the bot checks run on every registration and pass as they pass for people. The
// server allows the campus address enough public writes (PUBLIC_WRITE_RATE_LIMIT, an operator's
// setting: see server.mjs), as it does for the recruitment surge (surge.mjs).
//
// `runRegistrationSurge` measures; `registrationSurge` prints and checks the budgets.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminToken } from './fixtures.mjs';
import { check, checkTrue, fmt, printTable } from './report.mjs';

// The image library the server itself uses, from the server workspace (for the events' covers).
const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));
const sharp = require('sharp');

export const REGISTRATION_BUDGET = {
  // Seats given a second over the whole surge (from the first request sent to the last answer).
  seatsPerSecond: 300,
  p99Ms: 1000,
};

/** What the server answers a person who arrives once the seats are gone and no waitlist is kept. */
const FULL_MESSAGE = 'This event is full';
const PAGE_SIZE = 50;

/** One JSON request; resolves to { status, body } (body parsed when it is JSON). */
function send(agent, url, method, payload, token) {
  return new Promise((resolve, reject) => {
    const data = payload === undefined ? undefined : Buffer.from(JSON.stringify(payload));
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, body });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function expectOk(answer, what) {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** The CPU seconds process `pid` has used (user and system), or null where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** An upcoming event taking registrations now, made through the admins' form (multipart, with a cover). */
async function createEvent(base, token, title, { capacity, waitlist }) {
  const cover = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 27, b: 75 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  const fields = {
    title,
    description: '<p>An event opened by the benchmark.</p>',
    eventType: 'upcoming',
    eventDate: new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 16),
    registrationEnabled: 'true',
    capacity: String(capacity),
    waitlist: String(waitlist),
    universityOnly: 'false',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('coverImage', new Blob([cover], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${base}/api/v1/events/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200)
    throw new Error(`create the event "${title}": ${res.status} ${JSON.stringify(body)}`);
  return body.event._id;
}

/** Student `i` of run `run`, as the event page's form sends it (the hidden field empty, seconds of filling). */
function person(run, i) {
  return {
    name: `Student Number ${i}`,
    email: `reg${run}.student${i}@mitwpu.edu.in`,
    prn: i % 3 === 0 ? null : `R${run}P${String(i).padStart(6, '0')}`,
    website: '',
    fillMs: 4000 + ((i * 7919) % 20000),
  };
}

/** Every registration the event stored, in order of arrival (the admins' list, page by page). */
async function storedRegistrations(agent, api, eventId, token) {
  const rows = [];
  let counts = null;
  for (let page = 1; ; page++) {
    const list = expectOk(
      await send(agent, api(`/events/${eventId}/registrations?page=${page}`), 'GET', undefined, token),
      'list the stored registrations',
    );
    counts = list.counts;
    rows.push(...list.registrations);
    if (page >= list.totalPages || list.registrations.length < PAGE_SIZE) break;
  }
  return { rows, counts };
}

/**
 * What the stored registrations say against what people were told: `problems` lists every way
 * they are not exact (empty when they are).
 */
function exactness({ rows, counts }, answers, { capacity, waitlist, registrations }) {
  const problems = [];
  const seats = rows.filter((r) => r.status === 'registered');
  const waiting = rows.filter((r) => r.status === 'waitlisted');
  const expectedWaiting = waitlist ? registrations - capacity : 0;
  if (seats.length !== capacity) problems.push(`${seats.length} seats stored for ${capacity}`);
  if (counts.registered !== capacity) problems.push(`the event counts ${counts.registered} seats`);
  if (waiting.length !== expectedWaiting)
    problems.push(`${waiting.length} stored on the waitlist, ${expectedWaiting} expected`);
  if (counts.waitlisted !== expectedWaiting) problems.push(`the event counts ${counts.waitlisted} waiting`);
  if (rows.length !== seats.length + waiting.length) problems.push('other statuses stored');
  // First come, first served: in order of arrival, the seats first, then the waitlist 1, 2, 3...
  rows.forEach((r, i) => {
    const want = i < capacity ? 'registered' : 'waitlisted';
    const position = i < capacity ? null : i - capacity + 1;
    if (r.status !== want || r.position !== position) {
      if (problems.length < 20)
        problems.push(`arrival ${i + 1}: ${r.status} at ${r.position}, ${want} at ${position} expected`);
    }
  });
  // Each person holds what they were told: a seat, the place on the waitlist, or nothing.
  const stored = new Map(rows.map((r) => [r.email, r]));
  let told = 0;
  for (const { email, answer } of answers) {
    const row = stored.get(email);
    const said =
      answer.status === 201 ? answer.body.status : answer.status === 409 ? 'refused' : String(answer.status);
    const holds = row ? row.status : 'refused';
    const samePlace = said !== 'waitlisted' || row?.position === answer.body.position;
    if (said !== holds || !samePlace) {
      if (told++ < 5)
        problems.push(
          `${email} was told ${said}${said === 'waitlisted' ? ` ${answer.body.position}` : ''} and holds ${holds}${row?.position ? ` ${row.position}` : ''}`,
        );
    }
  }
  if (told > 5) problems.push(`and ${told - 5} more told otherwise than stored`);
  return problems;
}

/**
 * Open an event of `capacity` seats (with a waitlist or not) and send it `registrations` distinct
 * registrations, all in flight at once. Returns: registered, waitlisted and refused ("full")
 * answers, serverErrors (5xx), otherStatuses ({ status: count }; 'network' for no answer), seconds
 * (the surge's wall time), seatsPerSecond, answeredPerSecond (seats and waitlist places),
 * latencies in ms (p50, p95, p99, max), storedSeats, storedWaitlist, problems (exactness) and,
 * given the server's `pid`, serverCpuSeconds (the CPU time the server spent on the surge).
 */
export async function runRegistrationSurge({
  base,
  token,
  registrations = 1000,
  capacity = 300,
  waitlist,
  pid,
}) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: registrations,
    maxFreeSockets: registrations,
  });
  const api = (p) => new URL(`/api/v1${p}`, base);
  const run = `${Date.now().toString(36)}${waitlist ? 'w' : 'n'}`;
  try {
    // The same surge first, on an event of its own, untimed: a server just started runs its code
    // and the embedded database's WebAssembly unoptimised, and V8 optimises the hot parts while
    // the first surge runs; an event opens its registration on a server that has long been up.
    const warm = await createEvent(base, token, 'Warm-up talk', { capacity, waitlist });
    const warmStarted = performance.now();
    const warmAnswers = await Promise.all(
      Array.from({ length: registrations }, (_, i) =>
        send(agent, api(`/events/${warm}/register`), 'POST', person(`${run}x`, i)).catch(() => null),
      ),
    );
    const warmUpSeconds = (performance.now() - warmStarted) / 1000;
    const warmSeats = warmAnswers.filter((a) => a?.status === 201 && a.body?.status === 'registered').length;
    if (warmSeats !== capacity) throw new Error(`the warm-up gave ${warmSeats} seats of ${capacity}`);
    const eventId = await createEvent(
      base,
      token,
      waitlist ? 'Surge talk with a waitlist' : 'Surge talk without a waitlist',
      { capacity, waitlist },
    );
    // Bodies are made before the clock starts: the measure is the server's, not the client's.
    const people = Array.from({ length: registrations }, (_, i) => person(run, i));
    const url = api(`/events/${eventId}/register`);
    const latencies = [];
    const answers = [];
    const otherStatuses = {};
    let registered = 0;
    let waitlisted = 0;
    let refused = 0;
    let serverErrors = 0;
    const cpuBefore = pid ? cpuSeconds(pid) : null;
    const started = performance.now();
    await Promise.all(
      people.map(async (body) => {
        const t = performance.now();
        let answer;
        try {
          answer = await send(agent, url, 'POST', body);
        } catch {
          answer = { status: 'network', body: null };
        }
        latencies.push(performance.now() - t);
        answers.push({ email: body.email, answer });
        if (answer.status === 201 && answer.body?.status === 'registered') registered++;
        else if (answer.status === 201 && answer.body?.status === 'waitlisted') waitlisted++;
        else if (answer.status === 409 && answer.body?.message === FULL_MESSAGE) refused++;
        else if (typeof answer.status === 'number' && answer.status >= 500) serverErrors++;
        else otherStatuses[answer.status] = (otherStatuses[answer.status] ?? 0) + 1;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = pid ? cpuSeconds(pid) : null;

    const stored = await storedRegistrations(agent, api, eventId, token);
    latencies.sort((a, b) => a - b);
    return {
      registered,
      waitlisted,
      refused,
      serverErrors,
      otherStatuses,
      storedSeats: stored.rows.filter((r) => r.status === 'registered').length,
      storedWaitlist: stored.rows.filter((r) => r.status === 'waitlisted').length,
      problems: exactness(stored, answers, { capacity, waitlist, registrations }),
      seconds,
      warmUpSeconds,
      serverCpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      seatsPerSecond: registered / seconds,
      answeredPerSecond: (registered + waitlisted) / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.length ? latencies[latencies.length - 1] : 0,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * The registration surge on the running server at `base`, both ways (with a waitlist, then
 * without), printed and checked against REGISTRATION_BUDGET under `section`; with the server's
 * `pid`, the CPU time it spent on each surge is reported too (a figure a busy machine moves far
 * less than the wall time). Returns the results.
 */
export async function registrationSurge(base, options, section, pid) {
  const { registrations, seats: capacity } = options;
  const token = await adminToken(base);
  const results = {};
  for (const waitlist of [true, false]) {
    const kind = waitlist ? 'with a waitlist' : 'without a waitlist';
    console.log(
      `\nRegistration surge ${kind}: ${registrations} students register at once for ${capacity} seats.`,
    );
    const r = await runRegistrationSurge({ base, token, registrations, capacity, waitlist, pid });
    results[waitlist ? 'waitlist' : 'noWaitlist'] = r;
    printTable(
      `Registration surge ${kind} (${section})`,
      [
        'seats',
        'waitlisted',
        'full',
        '5xx',
        'other',
        'stored',
        'warm-up s',
        'seconds',
        'server CPU s',
        'seats/s',
        'answered/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
      ],
      [
        [
          r.registered,
          r.waitlisted,
          r.refused,
          r.serverErrors,
          JSON.stringify(r.otherStatuses),
          `${r.storedSeats}+${r.storedWaitlist}`,
          fmt(r.warmUpSeconds),
          fmt(r.seconds),
          r.serverCpuSeconds === null ? '' : fmt(r.serverCpuSeconds),
          fmt(r.seatsPerSecond, 0),
          fmt(r.answeredPerSecond, 0),
          fmt(r.p50, 0),
          fmt(r.p95, 0),
          fmt(r.p99, 0),
          fmt(r.max, 0),
        ],
      ],
    );
    console.log('');
    const label = `registration surge ${kind}`;
    check(section, `${label}: seats given`, r.registered, '=', capacity);
    check(section, `${label}: server errors`, r.serverErrors, '=', 0);
    checkTrue(
      section,
      `${label}: every registration ${waitlist ? 'seated or waitlisted' : 'seated or refused as full'}`,
      r.registered + (waitlist ? r.waitlisted : r.refused) === registrations,
      `${r.registered} seated, ${r.waitlisted} waitlisted, ${r.refused} full of ${registrations}; others ${JSON.stringify(r.otherStatuses)}`,
    );
    checkTrue(
      section,
      `${label}: stored exactly, first come first served, as each was told`,
      r.problems.length === 0,
      r.problems.join('; '),
    );
    check(
      section,
      `${label}: seats given per second`,
      r.seatsPerSecond,
      '>=',
      REGISTRATION_BUDGET.seatsPerSecond,
      '/s',
    );
    check(section, `${label}: p99 latency`, r.p99, '<', REGISTRATION_BUDGET.p99Ms, 'ms');
  }
  return results;
}
