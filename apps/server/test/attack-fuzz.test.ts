import crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApiRoute,
  apiRoutes,
  fileFieldsOf,
  type JsonSchema,
  jsonSchemaOf,
  NOT_PICTURE_UPLOADS,
  plausibleFields,
  rowCounts,
  snapshot,
} from './fixtures/attack.ts';
import { makeImage } from './fixtures/images.ts';
import { formBody } from './fixtures/multipart.ts';
import { createTestApp } from './helpers.ts';
import { driveInput } from './recruitment-fixtures.ts';

/**
 * Malformed requests generated from the route table: for every API route, from the zod schemas it
 * declares (params, querystring, body), requests that are invalid by construction (a required
 * field missing, a field of the wrong type, ill-formed UTF-16, broken JSON or multipart, a wrong
 * content type, deep nesting, strings past their limit, ids of nothing), sent as the admin and as
 * an anonymous caller. None may answer 5xx, none that writes may succeed, nothing stored may
 * change, and the server must stay healthy. Routes added later are fuzzed without being listed.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project server
 * test/attack-fuzz.test.ts (FUZZ_RUNS sets the number of requests).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const ILL_FORMED = ['\ud800', 'a\udfffb', 'x\ud83d', '\udc00\ud800', `${'é'.repeat(10)}\ud800`];
const HUGE = 'A'.repeat(1_100_000); // past the 1 MB body limit on its own
const NASTY = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u202e\u200b\ufeff',
  '𝕏😀👩‍👩‍👧',
  'ﷺ',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(70_000),
];

type Json = unknown;

/** A JSON value nested `depth` levels deep (arrays or objects). */
const nested = (depth: number, object: boolean): Json => {
  let v: Json = 'bottom';
  for (let i = 0; i < depth; i++) v = object ? { a: v } : [v];
  return v;
};

const jsonTypeOf = (v: Json): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v;

/** The one JSON type a schema accepts, or null when it accepts several (unions, nullable, any). */
function definiteType(s: JsonSchema): string | null {
  if (s.anyOf || s.oneOf || s.enum || s.const !== undefined) return null;
  if (typeof s.type !== 'string') return null;
  return s.type === 'integer' ? 'number' : s.type;
}

const stringArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...NASTY),
);
const junkArb: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  stringArb,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(stringArb, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.tuple(fc.integer({ min: 30, max: 400 }), fc.boolean()).map(([d, o]) => nested(d, o)),
);

/** A plausible JSON body for a schema: every property it names, with a value of its type. */
function plausibleJson(js: JsonSchema, route: ApiRoute, ids: string[]): Record<string, Json> {
  const text = plausibleFields(route.body, 'first');
  const out: Record<string, Json> = {};
  for (const [name, p] of Object.entries(js.properties ?? {})) {
    const t = definiteType(p) ?? (p.anyOf?.map(definiteType).find(Boolean) || 'string');
    if (t === 'number') out[name] = p.minimum ?? 1;
    else if (t === 'boolean') out[name] = false;
    else if (t === 'array') out[name] = [];
    else if (t === 'object') out[name] = {};
    else out[name] = text[name] ?? (/id$/i.test(name) && ids.length ? ids[0] : `Fuzz ${name}`);
  }
  return out;
}

interface FuzzRequest {
  why: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

describe('fuzzing every route from its schemas', async () => {
  const t = await createTestApp({ PUBLIC_WRITE_RATE_LIMIT: '100000000', LOGIN_RATE_LIMIT: '100000000' });
  const admin = t.auth(t.adminToken);

  // Records for the routes to reach: an open drive (the application form), a blog and an event
  // through their creating routes, so real ids can be put into paths beside invalid bodies.
  const drive = await t.app.inject({
    method: 'POST',
    url: '/api/v1/recruitment/admin/create',
    headers: admin,
    payload: driveInput(),
  });
  expect(drive.statusCode, drive.body).toBe(201);
  const picture = await makeImage(20, 20, 'png');
  const routes = apiRoutes(t);
  for (const create of routes.filter(
    (r) => r.multipart && !r.url.includes(':') && !NOT_PICTURE_UPLOADS.has(`${r.method} ${r.url}`),
  )) {
    const { payload, headers } = await formBody(
      plausibleFields(create.body),
      fileFieldsOf(create.body).map((field) => ({ field, data: picture, name: 'p.png', type: 'image/png' })),
    );
    const res = await t.app.inject({
      method: create.method,
      url: create.url,
      payload,
      headers: { ...admin, ...headers },
    });
    // 200 for the older creating routes, 201 for those that follow the API's convention.
    expect([200, 201], `${create.url}: ${res.body}`).toContain(res.statusCode);
  }
  const before = await snapshot(t);
  const ids: string[] = [];
  const slugs: string[] = [];
  for (const rows of Object.values(before.tables))
    for (const row of rows) {
      const r = JSON.parse(row) as { id?: unknown; slug?: unknown };
      if (typeof r.id === 'string') ids.push(r.id);
      if (typeof r.slug === 'string') slugs.push(r.slug);
    }

  /** Path parameters of nothing: random ids, junk, traversal, ill-formed percent-encodings. */
  const junkParamArb = fc.oneof(
    fc.uuid().map((u) => encodeURIComponent(u)),
    stringArb
      .filter((s) => s.length > 0 && !ids.includes(s) && !slugs.includes(s))
      .map((s) => encodeURIComponent(s)),
    fc.constantFrom(
      '%ED%A0%80',
      '%FF',
      '%C0%AF',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      `${'9'.repeat(300)}`,
      '%00',
      '%25',
    ),
  );
  const realParamArb = fc.constantFrom(...ids, ...slugs);

  const queryArb = fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.constantFrom('page', 'limit', 'q', 'sort', '__proto__', 'page[]', 'limit[a]'),
          fc.oneof(
            stringArb,
            fc.constantFrom('-1', '0', '1e9', '1.5', 'abc', '%ED%A0%80', '99999999999999999999'),
          ),
        ),
        {
          maxLength: 4,
        },
      )
      .map(
        (pairs) =>
          `?${pairs.map(([k, v]) => `${k}=${v.startsWith('%') ? v : encodeURIComponent(v)}`).join('&')}`,
      ),
  );

  /** The invalid bodies a route can be sent, each invalid whatever else the request holds. */
  function invalidBodyArbs(route: ApiRoute): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>>[] {
    if (!route.body) return [];
    const js = jsonSchemaOf(route.body);
    const required = (js.required ?? []).filter((n) => !fileFieldsOf(route.body).includes(n));
    const props = js.properties ?? {};
    const json = (why: string, body: Json) => ({
      why,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const base = () => plausibleJson(js, route, ids);
    const out: fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>>[] = [
      // Broken JSON.
      fc
        .oneof(
          fc.constantFrom(
            '{',
            '{"a":',
            '{"a":1}}',
            '[',
            'nul',
            '{"a":1,}',
            "{'a':1}",
            '\u0000',
            '{"a":NaN}',
            '{"a":Infinity}',
            '"\\ud800',
            '{"a":"\\x41"}',
          ),
          fc.string({ maxLength: 30 }).map((s) => `{${s}`),
          fc.integer({ min: 1000, max: 20000 }).map((n) => '['.repeat(n)),
          fc.integer({ min: 1000, max: 20000 }).map((n) => '{"a":'.repeat(n)),
          // Well-formed JSON nested far deeper than any object could be built here.
          fc
            .tuple(fc.integer({ min: 1000, max: 50000 }), fc.boolean())
            .map(([n, object]) =>
              object ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `{"title":${'['.repeat(n)}${']'.repeat(n)}}`,
            ),
        )
        .map((payload) => ({
          why: `broken JSON ${payload.slice(0, 40)}`,
          headers: { 'content-type': 'application/json' },
          payload,
        })),
      // Ill-formed UTF-16 in a value, a key or a nested value.
      fc
        .tuple(fc.constantFrom(...ILL_FORMED), fc.constantFrom('value', 'key', 'nested'))
        .map(([bad, where]) => {
          const body = base();
          const field = Object.keys(body)[0] ?? 'x';
          if (where === 'value') body[field] = bad;
          else if (where === 'key') body[bad] = 'x';
          else body[field] = [{ deeper: [bad] }];
          return json(`ill-formed text in a ${where}`, body);
        }),
      // Nested past any sane depth.
      fc.tuple(fc.integer({ min: 40, max: 400 }), fc.boolean()).map(([depth, object]) => {
        const body = base();
        body[Object.keys(body)[0] ?? 'x'] = nested(depth, object);
        body.extra = nested(depth, !object);
        return json(`nested ${depth} deep`, body);
      }),
      // Past the body limit.
      fc.constant(json('a body over 1 MB', { ...base(), extra: HUGE })),
      // Not JSON at all, under another content type.
      fc
        .tuple(
          fc.constantFrom(
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'image/png',
            'application/json; charset=utf-7',
            'application/javascript',
          ),
          fc.string({ maxLength: 50 }),
        )
        .map(([type, text]) => ({
          why: `content type ${type}`,
          headers: { 'content-type': type },
          payload: `<a>${text}</a>`,
        })),
    ];
    if (required.length) {
      // A required field missing, with extra fields the schema does not name.
      out.push(
        fc
          .tuple(fc.constantFrom(...required), fc.dictionary(stringArb, junkArb, { maxKeys: 3 }))
          .map(([field, extra]) => {
            const body: Record<string, Json> = { ...extra, ...base() };
            delete body[field];
            return json(`no ${field}`, body);
          }),
      );
      // The same, as text/plain (a string body where an object is expected) and as a form.
      out.push(
        fc.constant({
          why: 'a text/plain body',
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify(base()),
        }),
      );
      out.push(
        fc
          .tuple(fc.constantFrom(...required), fc.integer({ min: 0, max: 400 }), fc.boolean())
          .chain(([field, cut, garble]) => fc.constant(null).map(() => ({ field, cut, garble })))
          .map(({ field, cut, garble }) => {
            const fields = Object.fromEntries(
              Object.entries(base())
                .filter(([k]) => k !== field)
                .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
            );
            const boundary = `----fuzz${crypto.createHash('sha1').update(`${field}${cut}`).digest('hex').slice(0, 12)}`;
            let text = Object.entries(fields)
              .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
              .join('');
            text += `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
            text = text.slice(0, text.length - (cut % Math.max(1, text.length)));
            if (garble) text = text.replace(/\r\n/g, '\n');
            return {
              why: `broken multipart without ${field}`,
              headers: {
                'content-type': garble ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
              },
              payload: text,
            };
          }),
      );
    }
    const typed = Object.entries(props).filter(
      ([name, p]) => definiteType(p) && !fileFieldsOf(route.body).includes(name),
    );
    if (typed.length) {
      // A field of the wrong type.
      out.push(
        fc
          .tuple(fc.constantFrom(...typed), junkArb)
          .filter(([[, p], v]) => jsonTypeOf(v) !== definiteType(p))
          .map(([[name], value]) => {
            const body = base();
            body[name] = value;
            return json(`${name} of type ${jsonTypeOf(value)}`, body);
          }),
      );
    }
    const limited = Object.entries(props).filter(
      ([, p]) => definiteType(p) === 'string' && typeof p.maxLength === 'number',
    );
    if (limited.length) {
      out.push(
        fc.constantFrom(...limited).map(([name, p]) => {
          const body = base();
          body[name] = 'é'.repeat((p.maxLength ?? 0) + 1);
          return json(`${name} past ${p.maxLength} characters`, body);
        }),
      );
    }
    return out;
  }

  /** Requests to one route that cannot be valid: an invalid body, or a path naming nothing. */
  function requestArb(route: ApiRoute): fc.Arbitrary<FuzzRequest> | null {
    const hasParams = route.url.includes(':');
    const fill = (param: fc.Arbitrary<string>) =>
      fc.array(param, { minLength: 4, maxLength: 4 }).map((values) => {
        let i = 0;
        return route.url.replace(/:[A-Za-z0-9_]+/g, () => values[i++]);
      });
    const bodies = invalidBodyArbs(route);
    const options: fc.Arbitrary<FuzzRequest>[] = [];
    if (bodies.length) {
      // An invalid body makes the request invalid, so the path may name a real record.
      options.push(
        fc
          .tuple(
            fc.oneof(...bodies),
            hasParams ? fill(fc.oneof(realParamArb, junkParamArb)) : fc.constant(route.url),
            queryArb,
          )
          .map(([body, url, query]) => ({ ...body, method: route.method, url: url + query })),
      );
    }
    if (hasParams) {
      // A path naming nothing, with any body at all.
      options.push(
        fc
          .tuple(fill(junkParamArb), queryArb, fc.option(fc.jsonValue({ maxDepth: 3 })))
          .map(([url, query, body]) => ({
            why: 'a path naming nothing',
            method: route.method,
            url: url + query,
            headers: (body === null ? {} : { 'content-type': 'application/json' }) as Record<string, string>,
            payload: body === null ? undefined : JSON.stringify(body),
          })),
      );
    }
    if (route.method === 'GET') {
      // Reads change nothing whatever they are sent: any query.
      options.push(
        fc
          .tuple(hasParams ? fill(fc.oneof(realParamArb, junkParamArb)) : fc.constant(route.url), queryArb)
          .map(([url, query]) => ({
            why: 'a read with a hostile query',
            method: 'GET',
            url: url + query,
            headers: {},
          })),
      );
    }
    return options.length ? fc.oneof(...options) : null;
  }

  const fuzzed = routes.map((route) => ({ route, arb: requestArb(route) }));
  // A write with neither a body nor a parameter cannot be made invalid: only callers without the
  // right to it are sent (those are refused by the guard before anything runs).
  const unfuzzable = fuzzed.filter((f) => !f.arb).map((f) => f.route);

  it('covers every API route', () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const r of unfuzzable)
      expect(r.access, `${r.method} ${r.url} cannot be made invalid`).not.toBe('public');
  });

  it(`answers ${RUNS} malformed requests without a 5xx, accepting none and storing nothing (seed ${SEED})`, async () => {
    const arbs = fuzzed.flatMap(({ route, arb }) => {
      const anonymous = fc.constant({ authorization: '' });
      if (!arb)
        return [
          fc.tuple(
            fc.constant({
              why: 'no rights',
              method: route.method,
              url: route.url.replace(/:[A-Za-z0-9_]+/g, crypto.randomUUID()),
              headers: {},
            } as FuzzRequest),
            anonymous,
          ),
        ];
      return [
        fc.tuple(
          arb,
          fc.oneof({ arbitrary: fc.constant(admin), weight: 3 }, { arbitrary: anonymous, weight: 1 }),
        ),
      ];
    });
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...arbs), async ([req, caller]) => {
        const headers = { ...req.headers, ...(caller.authorization ? caller : {}) };
        const res = await t.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers,
          payload: req.payload,
        });
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        const who = caller.authorization ? 'admin' : 'anonymous';
        const what = `${req.method} ${req.url.slice(0, 200)} as ${who} (${req.why}): ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) throw new Error(`Server error: ${what}`);
        if (req.method !== 'GET' && res.statusCode < 300)
          throw new Error(`An invalid write was accepted: ${what}`);
        if (
          req.url.startsWith('/api/') &&
          res.statusCode >= 400 &&
          res.headers['content-type']?.includes('json')
        ) {
          const body = res.json();
          if (body.success !== false || typeof body.message !== 'string')
            throw new Error(`Not the error shape: ${what}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The answers met, for the record (mostly 400, 401, 404, 413 and 415).
    console.info(`fuzz seed ${SEED}, ${RUNS} requests, answers:`, Object.fromEntries([...seen].sort()));
    expect(seen.get(400) ?? 0).toBeGreaterThan(RUNS / 8);

    const after = await snapshot(t);
    // The activity log records attempts too: failed sign-ins, and reads of exports (a hostile query
    // still answers the CSV). Nothing else may be written there; the rest of the site is unchanged.
    const logged = after.tables.activity.filter((row) => !before.tables.activity.includes(row));
    const actions = new Set(logged.map((row) => (JSON.parse(row) as { action: string }).action));
    expect([...actions].filter((a) => a !== 'sign-in failed' && a !== 'export')).toEqual([]);
    after.tables.activity = before.tables.activity;
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      expect({ ...(await rowCounts(t)), activity: before.tables.activity.length }).toEqual(
        Object.fromEntries(Object.entries(before.tables).map(([k, v]) => [k, v.length])),
      );
      expect(after).toEqual(before);
    }
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    // And the admin can still do real work.
    const list = await t.app.inject({ url: '/api/v1/recruitment/admin/all', headers: admin });
    expect(list.statusCode).toBe(200);
  }, 240_000);
});
