// The recruitment surge: a drive opens and thousands of distinct students apply at the same
// moment, all from one address (a campus network), against a drive that takes fewer of them.
//
// `runSurge` measures and reports; it checks nothing (the caller compares with its budgets and
// prints PASS or FAIL). It talks to an already running server with an admin's token. Requests go
// through `node:http` with a keep-alive agent sized to the concurrency, so every in-flight
// application has its own connection, as every student's phone would.
import http from 'node:http';

/** The drive's sentence for a student who arrives once it is full (what a refusal must say). */
const CLOSED_MESSAGE = 'The surge drive is full: applications are closed.';
/** The drive under test: questions of every kind the form has, one shown only for one answer. */
function driveBody(title, maxApplications) {
  return {
    title,
    description: 'A drive opened by the benchmark.',
    applicationDeadline: new Date(Date.now() + 7 * 86400_000).toISOString(),
    maxApplications,
    isActive: true,
    closedMessage: CLOSED_MESSAGE,
    customQuestions: [
      {
        question: 'Team',
        type: 'radio',
        options: ['Design', 'Events'],
        required: true,
        placeholder: '',
        showIf: null,
      },
      {
        question: 'Portfolio',
        type: 'text',
        options: [],
        required: true,
        placeholder: '',
        showIf: { questionIndex: 0, operator: 'equals', value: 'Design' },
      },
      { question: 'Why?', type: 'textarea', options: [], required: true, placeholder: '', showIf: null },
    ],
  };
}

/** Student `i` of run `run`: a distinct email and PRN; half answer the conditional question. */
function application(recruitmentId, run, i) {
  const design = i % 2 === 1;
  return {
    recruitmentId,
    applicantInfo: {
      first_name: 'Student',
      last_name: `Number ${i}`,
      gender: design ? 'male' : 'female',
      email: `surge${run}.student${i}@mitwpu.edu.in`,
      prn: `S${run}P${String(i).padStart(6, '0')}`,
      year: 'SY',
      course: 'Other',
    },
    answers: [
      { questionIndex: 0, question: 'Team', answer: design ? 'Design' : 'Events' },
      ...(design ? [{ questionIndex: 1, question: 'Portfolio', answer: 'https://example.org/work' }] : []),
      {
        questionIndex: 2,
        question: 'Why?',
        answer: 'To learn and to help the forum grow. '.repeat(5).trim(),
      },
    ],
  };
}

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

async function expectOk(answer, what) {
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Send `bodies` to the apply route with at most `concurrency` in flight; what came back and how
 * long it took (wall time), each application's latency in milliseconds, sorted.
 */
async function surgeOnce(agent, url, bodies, concurrency) {
  const latencies = [];
  const otherStatuses = {};
  let accepted = 0;
  let refused = 0;
  let serverErrors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      const t = performance.now();
      let answer;
      try {
        answer = await send(agent, url, 'POST', bodies[i]);
      } catch {
        answer = { status: 'network' };
      }
      latencies.push(performance.now() - t);
      if (answer.status === 201) accepted++;
      else if (answer.status === 409 && answer.body?.message === CLOSED_MESSAGE) refused++;
      else if (typeof answer.status === 'number' && answer.status >= 500) serverErrors++;
      else otherStatuses[answer.status] = (otherStatuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, bodies.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    refused,
    serverErrors,
    otherStatuses,
    seconds,
    acceptedPerSecond: accepted / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? latencies[latencies.length - 1] : 0,
  };
}

/**
 * Open a drive capped at `cap` and send it `applications` distinct applications with at most
 * `concurrency` in flight, on a warm server: the same surge is first sent to a warm-up drive of its
 * own, untimed against the budget. A server just started runs its code and the embedded
 * database's WebAssembly unoptimised, and V8 optimises the hot parts while the first surge runs
 * (seconds of CPU on two cores); a drive opens on a server that has long been running. The
 * warm-up's own figures are returned as `firstAfterStart`, for the record.
 *
 * Returns what happened: accepted (201), refused (409 with the drive's closed message),
 * serverErrors (5xx), otherStatuses ({ status: count } for anything else, 'network' for a request
 * that got no answer), storedRows (the drive's applications as the admin list counts them),
 * seconds (wall time of the surge), acceptedPerSecond, and latencies of every application in
 * milliseconds (p50, p95, p99, max).
 */
export async function runSurge({ base, token, applications = 2000, cap = 500, concurrency = 2000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
  const api = (path) => new URL(`/api/v1${path}`, base);
  const run = Date.now().toString(36);
  try {
    // The warm-up drive, then the surge drive (creating it right after makes it the active one).
    const warm = await expectOk(
      await send(agent, api('/recruitment/admin/create'), 'POST', driveBody('Warm-up drive', cap), token),
      'create the warm-up drive',
    );
    const warmBodies = Array.from({ length: applications }, (_, i) =>
      application(warm.data._id, `${run}w`, i),
    );
    const firstAfterStart = await surgeOnce(agent, api('/recruitment/apply'), warmBodies, concurrency);
    const created = await expectOk(
      await send(agent, api('/recruitment/admin/create'), 'POST', driveBody('Surge drive', cap), token),
      'create the surge drive',
    );
    const driveId = created.data._id;

    // Bodies are made before the clock starts: the measure is the server's, not the client's.
    const bodies = Array.from({ length: applications }, (_, i) => application(driveId, run, i));
    const result = await surgeOnce(agent, api('/recruitment/apply'), bodies, concurrency);

    const listed = await expectOk(
      await send(
        agent,
        api(`/recruitment/admin/applications/${driveId}?page=1&limit=1`),
        'GET',
        undefined,
        token,
      ),
      'count the stored applications',
    );
    return { ...result, storedRows: listed.data.total, firstAfterStart };
  } finally {
    agent.destroy();
  }
}
