// Budget checks, the printed table and bench/results/latest.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOAD_TOOL } from './load.mjs';

const COMPARE = {
  '<': (v, b) => v < b,
  '<=': (v, b) => v <= b,
  '>=': (v, b) => v >= b,
  '=': (v, b) => v === b,
};

/** Every budget checked in this run, in order: { section, name, value, unit, op, budget, pass }. */
export const checks = [];

/** Check `value` against `budget` with `op`, record it and print one PASS/FAIL line. */
export function check(section, name, value, op, budget, unit = '') {
  const pass = typeof value === 'number' && Number.isFinite(value) && COMPARE[op](value, budget);
  checks.push({ section, name, value, unit, op, budget, pass });
  console.log(
    `${pass ? 'PASS' : 'FAIL'}  [${section}] ${name}: ${fmt(value)}${unit ? ` ${unit}` : ''} (budget ${op} ${budget}${unit ? ` ${unit}` : ''})`,
  );
  return pass;
}

/** Record a check that is a yes/no (e.g. "no admin code"), with a note on failure. */
export function checkTrue(section, name, ok, note = '') {
  checks.push({ section, name, value: ok, unit: '', op: '=', budget: true, pass: ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  [${section}] ${name}${ok || !note ? '' : `: ${note}`}`);
  return ok;
}

export function fmt(value, digits) {
  if (typeof value !== 'number') return String(value);
  if (digits === undefined && Number.isInteger(value)) return String(value);
  const d = digits ?? (Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2);
  return value.toFixed(d);
}

/** Print rows as an aligned text table under `title`. */
export function printTable(title, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Where this run happened: the commit, the machine and how busy it was. */
export function describeRun(root) {
  const git = (cmd) => {
    try {
      return execSync(`git ${cmd}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return null;
    }
  };
  return {
    commit: git('rev-parse HEAD'),
    uncommittedChanges: Boolean(git('status --porcelain')),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    loadTool: LOAD_TOOL,
  };
}

/** Write the run's results as JSON (creating the folder). */
export function writeResults(file, results) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
