// What the command-line tools share: how they fail, how they word an error, how they ask for a secret.

/** Writes the message to stderr and ends the process with exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** An error's own words; a failed query's message lists its parameters (student data), so its cause is used. */
export function describe(err: unknown): string {
  const failed = err as Error & { params?: unknown; cause?: unknown };
  if ('params' in failed && failed.cause instanceof Error) return failed.cause.message;
  return failed.message;
}

/**
 * Asks for a secret on the terminal without showing what is typed (no echo, nothing in the
 * terminal's scrollback or the shell's history). Resolves null when stdin is not a terminal;
 * Ctrl+C or Ctrl+D ends the process.
 */
export function promptSecret(question: string): Promise<string | null> {
  const input = process.stdin;
  if (!input.isTTY) return Promise.resolve(null);
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const done = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          done();
          fail('Cancelled');
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
}
