// The server, as main.ts starts it: configuration, database, data, routes, then listening.
import module from 'node:module';
import { buildApp } from './app.ts';
import { serveBackups } from './backup/socket.ts';
import { keysForBackup } from './signing-keys/keys.ts';
import { assertServerConfig, ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseConnectError, openDatabase } from './db/client.ts';
import { secureDataDir } from './db/private-files.ts';
import { registerGracefulStop } from './http/graceful-stop.ts';
import { mediaStoreFor } from './media/stores.ts';
import { createTokenService, resolveJwtSecret } from './http/tokens.ts';
import { FEATURES } from './modules/index.ts';
import { prepareData, startMediaSweeps } from './startup.ts';

/** A stop is expected to end within this; past it the log says so and the stop goes on. */
const STOP_DEADLINE_MS = 15_000;
/** A stop still running this long is stuck (longer than any request may take to arrive, 120 s). */
const STOP_GIVE_UP_MS = 180_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
    assertServerConfig(config);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  // Student data and secrets: nothing in DATA_DIR may be readable by other local users.
  let loosened = 0;
  try {
    loosened = secureDataDir(config.dataDir);
  } catch (err) {
    fail(
      `Invalid DATA_DIR: cannot use ${config.dataDir} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.databaseUrl, config.dataDir, { holdStartupLock: true });
  } catch (err) {
    if (err instanceof DatabaseConnectError) fail(err.message);
    if (config.databaseUrl)
      fail(`Cannot start the server: the PostgreSQL database failed (${(err as Error).message})`);
    fail(
      `Invalid DATA_DIR: cannot open the embedded database in ${config.dataDir} (${(err as Error).message})`,
    );
  }

  const app = await buildApp(config, { database });
  if (loosened > 0) {
    app.log.warn(
      { entries: loosened },
      'DATA_DIR was readable by other users of this machine; its permissions were tightened to the owner only',
    );
  }
  const tokens = createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const ctx = { config, database, db: database.db, tokens, media: mediaStoreFor(config) };
  const { notices } = await prepareData(ctx, app.log);
  // Another instance waiting to start may go on: the admin and demo content are in place.
  await database.startupDone();
  // Unused images swept now and then while the site runs, by one instance at a time.
  const mediaSweeps = startMediaSweeps(ctx, app.log);
  // What features do while the site runs (the mail sender, the event reminders), in their order.
  const running: { stop(): Promise<void> }[] = [];
  for (const feature of FEATURES) {
    if (!feature.start) continue;
    const work = await feature.start(ctx, app.log);
    notices.push(...(work.notices ?? []));
    running.push(work);
  }

  // Graceful shutdown: answer every request already received (finished, or 503 with Retry-After),
  // then close the database so every acknowledged write is on disk.
  const graceful = registerGracefulStop(app);
  // `npm run backup` asks the running server for the embedded database, which no other process may open.
  let stopBackups = async () => {};
  if (database.kind === 'embedded') {
    try {
      stopBackups = await serveBackups(
        database,
        mediaStoreFor(config),
        config.dataDir,
        (err) => app.log.error({ err: { type: err.name, message: err.message } }, 'backup failed'),
        () => keysForBackup(config.credentialSigningKey, config.dataDir),
      );
    } catch (err) {
      app.log.warn(
        { err: { message: (err as Error).message } },
        'npm run backup cannot reach this server; stop it to back up',
      );
    }
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests received before the signal are answered however long that takes on a slow
    // machine: past the deadline the log says so, and only a stop stuck far beyond it (a client
    // that never finishes sending, a database that never answers) ends the process unfinished.
    const late = setTimeout(() => {
      app.log.warn(
        { pending: graceful.pending(), deadlineSeconds: STOP_DEADLINE_MS / 1000 },
        'shutdown is taking longer than its deadline; still answering the requests in flight',
      );
    }, STOP_DEADLINE_MS);
    late.unref();
    const force = setTimeout(() => {
      app.log.error({ pending: graceful.pending() }, 'shutdown stuck; exiting with requests unanswered');
      process.exit(1);
    }, STOP_GIVE_UP_MS);
    force.unref();
    try {
      await graceful.stop();
      await mediaSweeps.stop();
      for (const work of running) await work.stop();
      await stopBackups();
      await database.close();
      process.exit(0);
    } catch {
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    // A recruitment opening sends thousands of connections at once: the default queue of pending
    // connections (511) would overflow and those students' phones retry a second later.
    await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `Invalid PORT: ${config.port} is already in use`
        : code === 'EADDRNOTAVAIL'
          ? `Invalid HOST: cannot listen on ${config.host}`
          : `Cannot start the server: ${(err as Error).message}`,
    );
  }
  const lines = [
    '',
    `Science and Spirituality Forum is running at ${config.publicUrl}`,
    `Database: ${database.kind === 'embedded' ? `embedded, in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...notices,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  // The modules' compiled code (main.ts) is saved at exit, and also a little after start-up: a
  // server killed without stopping still starts quickly next time. Not before the first answers:
  // after new code, writing it takes a few tenths of a second (nothing to write otherwise).
  setTimeout(() => module.flushCompileCache(), 10_000).unref();
}

void main().catch((err) => fail(`Cannot start the server: ${(err as Error).message}`));
