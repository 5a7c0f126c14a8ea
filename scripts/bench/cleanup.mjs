// Whatever the benchmark starts or creates (servers, browsers, temporary folders, a throwaway
// PostgreSQL database) registers how to undo it here, so it is undone on success, on failure and
// on Ctrl+C alike. Undo steps run newest first, each once.

const steps = [];

/** Register `undo` (sync or async); returns a function that runs it now and unregisters it. */
export function onCleanup(undo) {
  const step = { undo, done: false };
  steps.push(step);
  return async () => {
    if (step.done) return;
    step.done = true;
    await step.undo();
  };
}

/** Run every step not yet run, newest first; a failing step is reported and the others still run. */
export async function cleanupAll() {
  for (const step of steps.reverse()) {
    if (step.done) continue;
    step.done = true;
    try {
      await step.undo();
    } catch (err) {
      console.error(`cleanup: ${err.message}`);
    }
  }
  steps.length = 0;
}

/** On Ctrl+C or kill, undo everything and exit (130 or 143, as a shell reports a signal). */
export function cleanupOnSignals() {
  let stopping = false;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping what the benchmark started...`);
      cleanupAll().finally(() => process.exit(code));
    });
  }
}
