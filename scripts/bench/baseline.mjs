// Starts and stops the baseline server (baseline-server.mjs) in its own process, and gives it the
// bytes to send.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { freePort, stopProcess, waitHealthy } from './server.mjs';

/** Start the bare Node server; returns { origin, url, node, setAnswer, stop }. */
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
  const { node } = JSON.parse(await firstLine);
  const origin = `http://127.0.0.1:${port}`;
  /** From now on the baseline answers every request with `status`, these bytes and content headers. */
  const setAnswer = ({ status, contentType, contentEncoding, body }) =>
    send('PUT', `${origin}/__answer`, {
      headers: {
        'x-status': String(status),
        'x-content-type': contentType ?? 'application/octet-stream',
        ...(contentEncoding ? { 'x-content-encoding': contentEncoding } : {}),
      },
      body,
    });
  return { origin, url, node, setAnswer, stop };
}

/**
 * One request with node:http, the answer's bytes exactly as sent (fetch would decode brotli and
 * gzip): { status, headers, body }.
 */
export function send(method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
