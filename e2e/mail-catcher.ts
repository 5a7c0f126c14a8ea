import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e run's mail server: a real SMTP server (the `smtp-server` package) that the site sends
 * to (SMTP_URL) and that writes each message it accepts, as it came, into `dir` (one .eml file
 * each), where the specs read it (E2E_MAIL_DIR).
 */
export async function startMailCatcher(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  let serial = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        serial += 1;
        const file = path.join(dir, `${Date.now()}-${serial}.eml`);
        // Written whole, then renamed: a spec never reads half a message.
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
