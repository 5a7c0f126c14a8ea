// The throughput baseline: a bare Node HTTP server (node:http, nothing else) in its own process,
// like the real server. It answers every GET with the one answer it was last given: its status,
// its bytes and only the content headers (Content-Type, Content-Length, Content-Encoding). The
// benchmark gives it the exact bytes the real server sent for a route (`PUT /__answer`, with the
// status and headers as x-status, x-content-type and x-content-encoding) and loads it the same
// way, so the ratio between the two says how close the server comes to what this machine can do
// with those bytes. It starts with a hello-world ({"hello":"world"}). It listens on 127.0.0.1:$PORT.
import http from 'node:http';

let answer = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from('{"hello":"world"}'),
};

const server = http.createServer((req, res) => {
  if (req.method === 'PUT' && req.url === '/__answer') {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const headers = { 'content-type': req.headers['x-content-type'] };
      if (req.headers['x-content-encoding']) headers['content-encoding'] = req.headers['x-content-encoding'];
      answer = { status: Number(req.headers['x-status']), headers, body: Buffer.concat(chunks) };
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ ready: true, node: process.version })}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
