// The throughput baseline: a bare Fastify "hello world" of the same Fastify version the server
// uses (resolved from the server workspace), in its own process like the real server. It listens
// on 127.0.0.1:$PORT and answers GET / with {"hello":"world"}.
import { createRequire } from 'node:module';
import path from 'node:path';

const serverPackage = path.resolve(import.meta.dirname, '../../apps/server/package.json');
const require = createRequire(serverPackage);
const fastify = require('fastify');

const app = fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const version = require('fastify/package.json').version;
process.stdout.write(`${JSON.stringify({ ready: true, fastify: version })}\n`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
