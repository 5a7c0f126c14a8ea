// Starts and stops the baseline server (baseline-server.mjs) in its own process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { freePort, stopProcess, waitHealthy } from './server.mjs';

/** Start the bare Fastify server; returns { url, fastifyVersion, stop }. */
export async function startBaseline() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'baseline-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onCleanup(() => stopProcess(child));
  const firstLine = new Promise((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.split('\n')[0]);
    });
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitHealthy(url, child, 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const { fastify } = JSON.parse(await firstLine);
  return { url, fastifyVersion: fastify, stop };
}
