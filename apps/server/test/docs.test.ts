import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../src/config.ts';

// What a newcomer reads about the settings is what the server reads: a variable added to the
// schema and forgotten in .env.example or docs/configuration.md (or one removed from the schema and
// left there) fails here.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the documented settings', () => {
  it('the schema reads a sensible list of variables', () => {
    expect(ENV_VARIABLES).toContain('PORT');
    expect(ENV_VARIABLES).toContain('MEDIA_SWEEP_MINUTES');
    expect(ENV_VARIABLES.every((name) => /^[A-Z][A-Z0-9_]*$/.test(name))).toBe(true);
  });

  it('.env.example names every variable of the schema, and no other', () => {
    // Each variable stands as `# NAME=value` (commented out, with its default) or `NAME=value`.
    const names = [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(sorted(names)).toEqual(sorted(ENV_VARIABLES));
  });

  it("docs/configuration.md's table names every variable of the schema, and no other", () => {
    // The table's first column: one or more `NAME`s a row.
    const rows = read('docs/configuration.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]);
    const names = rows.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect(sorted(names)).toEqual(sorted(ENV_VARIABLES));
  });
});

describe('the guides', () => {
  const guides = [
    'README.md',
    'bench/README.md',
    ...fs
      .readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
    ...fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/decisions/${f}`),
  ];

  it('keep the README short enough to read at once: what it is, how to run it, where to read on', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(250);
  });

  it('index every decision record, with its date and status', () => {
    const index = read('docs/decisions/README.md');
    const records = fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{4}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThan(20);
    for (const record of records) {
      const row = index.split('\n').find((line) => line.startsWith(`| [${record.slice(0, 4)}](${record})`));
      expect(row, record).toBeDefined();
      expect(row, record).toMatch(/\| \d{4}-\d{2}-\d{2} \| (Accepted|Superseded)/);
    }
  });

  it('link only to files that exist', () => {
    for (const guide of guides) {
      const text = read(guide);
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const file = path.resolve(root, path.dirname(guide), target.split('#')[0]);
        expect(fs.existsSync(file), `${guide} links to ${target}`).toBe(true);
      }
    }
  });
});
