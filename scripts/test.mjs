// npm test: every stage of the test suite (unit and server integration, then end to end), each run
// whatever the one before it did, then one summary line a stage. Exits 1 when any stage failed, so
// a failing unit test never hides what the browser specs would have said.
import './node-check.mjs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const STAGES = [
  { name: 'unit, component and server integration (npm run test:unit)', script: 'test:unit' },
  { name: 'end to end in Chromium (npm run test:e2e)', script: 'test:e2e' },
];

const results = STAGES.map((stage) => {
  const started = Date.now();
  const run = spawnSync(npm, ['run', stage.script], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  return { ...stage, passed: run.status === 0, seconds };
});

process.stdout.write('\nTest stages:\n');
for (const r of results) process.stdout.write(`  ${r.passed ? 'PASS' : 'FAIL'}  ${r.name}, ${r.seconds} s\n`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
