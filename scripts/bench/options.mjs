// The benchmark's options: command-line flags first, then environment variables, then defaults.
// scripts/bench.mjs documents each one in its header.

const FLAGS = {
  duration: { env: 'BENCH_DURATION', default: 3, number: true },
  warmup: { env: 'BENCH_WARMUP', default: 1, number: true, zero: true },
  connections: { env: 'BENCH_CONNECTIONS', default: 50, number: true },
  applications: { env: 'BENCH_APPLICATIONS', default: 2000, number: true },
  cap: { env: 'BENCH_CAP', default: 500, number: true },
  'surge-concurrency': { env: 'BENCH_SURGE_CONCURRENCY', default: 2000, number: true },
  registrations: { env: 'BENCH_REGISTRATIONS', default: 1000, number: true },
  seats: { env: 'BENCH_SEATS', default: 300, number: true },
  lighthouse: { env: 'BENCH_LIGHTHOUSE', default: true, boolean: true },
  browser: { env: 'BENCH_BROWSER', default: true, boolean: true },
  surge: { env: 'BENCH_SURGE', default: true, boolean: true },
  'registration-surge': { env: 'BENCH_REGISTRATION_SURGE', default: true, boolean: true },
  out: { env: 'BENCH_OUT', default: 'bench/results/latest.json' },
  'postgres-url': { env: 'BENCH_POSTGRES_URL', default: '' },
};

const USAGE = `Usage: npm run bench -- [--postgres | --both] [--duration=S] [--connections=N]
  [--applications=N] [--cap=N] [--surge-concurrency=N] [--registrations=N] [--seats=N]
  [--no-lighthouse] [--no-browser] [--no-surge] [--no-registration-surge] [--out=FILE]
  [--postgres-url=URL]   (see the header of scripts/bench.mjs)`;

export class OptionsError extends Error {}
/** --help: the usage, printed with exit code 0. */
export class HelpRequested extends OptionsError {}

/**
 * The options from argv and env. `databases` is the list of databases to measure, in order:
 * 'embedded' and/or 'postgresql'. A bad value throws OptionsError with a one-line message.
 */
export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const given = {};
  let database = env.BENCH_DATABASE || (env.DATABASE_URL ? 'postgres' : 'embedded');
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') throw new HelpRequested(USAGE);
    if (arg === '--postgres' || arg === '--both' || arg === '--embedded') {
      database = arg.slice(2);
      continue;
    }
    const match = /^--(no-)?([a-z-]+)(?:=(.*))?$/.exec(arg);
    const spec = match && FLAGS[match[2]];
    if (!spec || (match[1] && !spec.boolean)) throw new OptionsError(`Unknown option ${arg}\n${USAGE}`);
    given[match[2]] = match[1] ? 'false' : (match[3] ?? 'true');
  }
  const options = {};
  for (const [name, spec] of Object.entries(FLAGS)) {
    const raw = given[name] ?? env[spec.env];
    const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (raw === undefined || raw === '') {
      options[key] = spec.default;
    } else if (spec.number) {
      const n = Number(raw);
      if (!Number.isFinite(n) || n < 0 || (n === 0 && !spec.zero)) {
        throw new OptionsError(
          `Invalid ${name}: ${raw} (a ${spec.zero ? 'non-negative' : 'positive'} number)`,
        );
      }
      options[key] = n;
    } else if (spec.boolean) {
      if (!['true', 'false', '1', '0'].includes(raw))
        throw new OptionsError(`Invalid ${name}: ${raw} (true or false)`);
      options[key] = raw === 'true' || raw === '1';
    } else {
      options[key] = raw;
    }
  }
  if (!['embedded', 'postgres', 'both'].includes(database)) {
    throw new OptionsError(`Invalid BENCH_DATABASE: ${database} (embedded, postgres or both)`);
  }
  if (options.cap > options.applications) {
    throw new OptionsError(
      `Invalid cap: ${options.cap} is more than the ${options.applications} applications`,
    );
  }
  if (options.seats > options.registrations) {
    throw new OptionsError(
      `Invalid seats: ${options.seats} is more than the ${options.registrations} registrations`,
    );
  }
  options.databases =
    database === 'both' ? ['embedded', 'postgresql'] : [database === 'postgres' ? 'postgresql' : 'embedded'];
  // An existing empty database named by DATABASE_URL, or a throwaway one made on this server.
  options.databaseUrl = env.DATABASE_URL || '';
  options.postgresUrl = options.postgresUrl || 'postgres://localhost:5432/postgres';
  return options;
}
