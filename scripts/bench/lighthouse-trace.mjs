// One Lighthouse run of one page, read task by task: where the total blocking time comes from.
//
//   node scripts/bench/lighthouse-trace.mjs http://127.0.0.1:4567/blogs [--min 8] [--save trace.json]
//
// Lighthouse's mobile run simulates a CPU four times slower than the machine's, so a main-thread
// task counts as blocking once it is over 12.5 ms here (50 ms simulated). This prints the page's
// score, largest paint and blocking time, then each main-thread task of at least `--min` ms (at
// the machine's own speed) from the page's start, with the work inside it that took longest
// (script compile and evaluation with their file, style recalculation, layout, timers, events).
// `--save` writes the whole trace, which Chromium's DevTools (Performance panel) opens.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.mjs';
import { loadLighthouse } from './lighthouse-install.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '8' }, save: { type: 'string' } },
});
const url = positionals[0];
if (!url) {
  console.error('Usage: node scripts/bench/lighthouse-trace.mjs <url> [--min ms] [--save file]');
  process.exit(2);
}
const minMs = Number(values.min);
if (!(minMs >= 0)) {
  console.error('--min must be a number of milliseconds');
  process.exit(2);
}

const chromePath = chromiumPath();
if (!chromePath) {
  console.error('No Chromium: install chromium or set CHROME_PATH');
  process.exit(1);
}
const { lighthouse, chromeLauncher } = await loadLighthouse();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
let result;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
} finally {
  chrome.kill();
}
const { lhr, artifacts } = result;
if (lhr.runtimeError) {
  console.error(`Lighthouse: ${lhr.runtimeError.message}`);
  process.exit(1);
}
const audit = (id) => lhr.audits[id].numericValue;
console.log(
  `${url}\nperformance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${Math.round(audit('first-contentful-paint'))} ms, ` +
    `LCP ${Math.round(audit('largest-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms, ` +
    `benchmarkIndex ${lhr.environment?.benchmarkIndex}`,
);

const events = artifacts.Trace.traceEvents;
if (values.save) fs.writeFileSync(values.save, JSON.stringify(artifacts.Trace));

// The page's renderer main thread: the thread named CrRendererMain that ran the navigation's
// first HTML parse.
const mainThreads = new Set(
  events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`),
);
const firstParse = events.find((e) => e.name === 'ParseHTML' && mainThreads.has(`${e.pid}:${e.tid}`));
if (!firstParse) {
  console.error('The trace has no HTML parse on a renderer main thread');
  process.exit(1);
}
const thread = `${firstParse.pid}:${firstParse.tid}`;
const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur !== undefined);
const start = firstParse.ts;
const ms = (us) => (us / 1000).toFixed(1);

/** What a piece of work is, in a few words: its name and the file or function it ran. */
function describe(e) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const where = d.url || e.args?.fileName || d.stackTrace?.[0]?.url || '';
  const file = where ? ` ${where.replace(/^.*\//, '')}` : '';
  const fn = d.functionName ? ` ${d.functionName}` : '';
  const type = d.type ? ` ${d.type}` : '';
  return `${e.name}${type}${fn}${file}`;
}

const tasks = onThread.filter((e) => e.name === 'RunTask' && e.ts >= start && e.dur / 1000 >= minMs);
let blocking = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const inside = onThread.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur >= 1000,
  );
  // The outermost pieces of work, and one level below each, longest first.
  const top = inside.filter(
    (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
  );
  const simulated = (task.dur / 1000) * 4;
  blocking += Math.max(0, simulated - 50);
  console.log(`\n+${ms(task.ts - start)} ms  task ${ms(task.dur)} ms (simulated ${simulated.toFixed(0)} ms)`);
  for (const e of top.sort((a, b) => b.dur - a.dur).slice(0, 6)) {
    console.log(`    ${ms(e.dur).padStart(6)}  ${describe(e)}`);
    const below = inside
      .filter((c) => c !== e && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur && c.dur < e.dur)
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4);
    for (const c of below) console.log(`          ${ms(c.dur).padStart(6)}  ${describe(c)}`);
  }
}
console.log(
  `\nTasks listed: ${tasks.length}; their blocking time at four times slower: ${Math.round(blocking)} ms`,
);
