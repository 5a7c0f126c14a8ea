import http from 'node:http';
import type net from 'node:net';

/**
 * A load balancer in miniature, for tests of several instances: each request goes to the next
 * instance in turn, with its method, path, headers and body, and the answer streams back as it
 * comes. Like a reverse proxy that terminates the clients' connections, it replaces
 * X-Forwarded-For with the address of the client it stands for (`clientAddress`, which a test sets
 * to play one visitor or a campus network), so the instances must be told to believe it
 * (TRUST_PROXY).
 */
export interface RoundRobinProxy {
  port: number;
  /** The address the instances are told the requests come from. */
  clientAddress: string;
  /** How many requests each instance was sent, in the order of `targets`. */
  sent: number[];
  close(): Promise<void>;
}

// Headers about one connection only: never passed on across a proxy.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

const withoutHopByHop = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders => {
  const copy: http.OutgoingHttpHeaders = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
};

/** Starts the proxy on a free port of 127.0.0.1 in front of the instances on `targets` (ports). */
export async function startRoundRobinProxy(targets: number[]): Promise<RoundRobinProxy> {
  let turn = 0;
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const index = turn++ % targets.length;
    proxy.sent[index] += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targets[index],
        method: req.method,
        path: req.url,
        agent: false,
        headers: {
          ...withoutHopByHop(req.headers),
          host: `127.0.0.1:${targets[index]}`,
          'x-forwarded-for': proxy.clientAddress,
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    // An instance that does not answer is the load balancer's 502, as nginx would say.
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const proxy: RoundRobinProxy = {
    port: (server.address() as net.AddressInfo).port,
    clientAddress: '203.0.113.1',
    sent: targets.map(() => 0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
