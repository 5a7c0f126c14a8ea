import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's entry (main.ts) resolves drizzle-orm's imports itself (src/drizzle-resolution.ts).
// Run in a Node process of its own, as the server is: every import of drizzle-orm's entry points the
// server uses goes through both that resolution and Node's own, and they must agree on every one.
const serverDir = path.resolve(import.meta.dirname, '..');
const script = `
import module from 'node:module';
import { resolveDrizzle } from './src/drizzle-resolution.ts';
let calls = 0;
let shortCircuited = 0;
const disagreements = [];
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    calls++;
    const viaNode = nextResolve(specifier, context);
    const ours = resolveDrizzle(specifier, context, nextResolve);
    if (ours.shortCircuit) shortCircuited++;
    if (ours.url !== viaNode.url || (ours.format ?? viaNode.format) !== viaNode.format) {
      disagreements.push({ specifier, parent: context.parentURL, ours, viaNode });
    }
    return viaNode;
  },
});
for (const entry of ['drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator',
  'drizzle-orm/node-postgres', 'drizzle-orm/node-postgres/migrator', 'drizzle-orm/pg-core', 'drizzle-orm']) {
  await import(entry);
}
await import('./src/db/client.ts');
console.log(JSON.stringify({ calls, shortCircuited, disagreements: disagreements.slice(0, 5) }));
`;

describe("drizzle-orm's imports resolved at start-up", () => {
  it("agree with Node's resolution for every import of the package's entry points and files", () => {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: serverDir,
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout) as {
      calls: number;
      shortCircuited: number;
      disagreements: unknown[];
    };
    expect(result.disagreements).toEqual([]);
    // The quick way was taken for most of the package's files (several hundred).
    expect(result.shortCircuited).toBeGreaterThan(300);
    expect(result.calls).toBeGreaterThan(result.shortCircuited);
  });
});
