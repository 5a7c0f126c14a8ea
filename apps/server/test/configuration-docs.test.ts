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
