import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, cleanEnv, cleanupAll, root, send, startServer, tempDir } from './fault-server.ts';
import { newStudent as student } from './member-fixtures.ts';
import { startSmtpCapture } from './smtp-capture.ts';

// The real server as a process, killed (SIGKILL) while it sends mail during a burst of joins:
// started again on the same data, every member it stored gets their welcome message, the ones
// in flight at the kill included. A message may arrive twice, then with the same Message-ID.
afterAll(cleanupAll);

describe('mail across a crash of the server', () => {
  it('loses no welcome message when the server is killed during a burst of joins', async () => {
    // A slow mail server: the kill lands while messages are being sent.
    const smtp = await startSmtpCapture({ delayMs: 150 });
    afterAll(() => smtp.stop());
    const dataDir = tempDir('ssf-mail-crash-');
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'http://ssf.test' };
    let server = await startServer(dataDir, null, env);

    const joinAll = (port: number, n: number) =>
      Array.from({ length: n }, () => {
        const body = student();
        return send(port, 'POST', '/api/v1/member/join', body).then((answer) => ({ body, answer }));
      });
    const first = await Promise.all(joinAll(server.port, 15));
    expect(first.every((a) => a.answer.status === 201)).toBe(true);
    // The sender is at work (it looks every few seconds), then a second burst and the kill.
    const deadline = Date.now() + 30_000;
    while (smtp.messages.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(smtp.messages.length).toBeGreaterThanOrEqual(2);
    const burst = joinAll(server.port, 30);
    let answered = 0;
    for (const b of burst) void b.then(() => answered++);
    while (answered < 10 && Date.now() < deadline + 30_000) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    const second = await Promise.all(burst);
    await server.exited;
    const sentBeforeRestart = smtp.messages.length;
    expect(sentBeforeRestart).toBeLessThan(45);

    server = await startServer(dataDir, null, env);
    const token = await adminToken(server.port);
    const list = await send(server.port, 'GET', '/api/v1/member/all', undefined, token);
    expect(list.status).toBe(200);
    const members = (JSON.parse(list.body ?? '[]') as { email: string }[]).map((m) => m.email);
    // Every acknowledged join is a member (and some cut off by the kill may be too).
    for (const { body, answer } of [...first, ...second]) {
      if (answer.status === 201) expect(members).toContain(body.email);
    }
    const recipients = () => new Set(smtp.messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text));
    const until = Date.now() + 60_000;
    while (members.some((e) => !recipients().has(e)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    expect(members.filter((e) => !recipients().has(e))).toEqual([]);
    // A message sent twice (in flight at the kill) carries the same Message-ID both times.
    const idsByRecipient = new Map<string, Set<string>>();
    for (const m of smtp.messages) {
      const to = (Array.isArray(m.to) ? m.to[0] : m.to)?.text ?? '';
      idsByRecipient.set(to, (idsByRecipient.get(to) ?? new Set()).add(m.messageId ?? ''));
    }
    for (const ids of idsByRecipient.values()) expect(ids.size).toBe(1);
    expect(idsByRecipient.size).toBe(members.length);
  }, 240_000);
});

describe('a bad mail setting stops start-up with one line naming the variable', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: cleanEnv({ DATA_DIR: tempDir('ssf-mail-config-'), ...env }),
      encoding: 'utf8',
      timeout: 60_000,
    });
  const ownLines = (stderr: string) =>
    stderr
      .split('\n')
      .filter((l) => l.trim() && !/ExperimentalWarning|--trace-warnings|^\(node:\d+\)/.test(l));

  it.each([
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.org' }],
    ['SMTP_URL', { SMTP_URL: 'not a url' }],
    ['MAIL_FROM', { MAIL_FROM: 'The Forum <not-an-address>' }],
    ['MAIL_RATE_PER_MINUTE', { MAIL_RATE_PER_MINUTE: 'fast' }],
  ])('%s', (name, env) => {
    const r = start(env);
    expect(r.status).toBe(1);
    const lines = ownLines(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid ${name}: `));
    expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });
});
