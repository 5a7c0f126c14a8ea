import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.ts';

/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps every message it
 * accepts, parsed (`mailparser`). It can be stopped and started again on the same port (a mail
 * server down, then up), refuse chosen recipients (550) and be slow to accept a message.
 */
export interface SmtpCapture {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  messages: ParsedMail[];
  /** Resolves once at least `n` messages were received (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (connections are refused) until start() is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Recipients answered `550 No such user here`. */
  refuse?: (address: string) => boolean;
  /** Wait this long before accepting each message (a slow server). */
  delayMs?: number;
}

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: ParsedMail[] = [];
  const port = await freePort();
  let server: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: the sender would otherwise upgrade to TLS with a test certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.refuse?.(address.address)) {
          return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream, { skipImageLinks: true }).then(
          (parsed) => {
            const accept = () => {
              messages.push(parsed);
              callback();
            };
            if (options.delayMs) setTimeout(accept, options.delayMs);
            else accept();
          },
          (err: Error) => callback(err),
        );
      },
    });
  const capture: SmtpCapture = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, received ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async start() {
      if (server) return;
      server = make();
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
    },
  };
  await capture.start();
  return capture;
}
