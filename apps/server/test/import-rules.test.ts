import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Who may import what in the server (docs/architecture.md):
 * - a feature (src/modules/<name>/) uses its own files, the platform, the feature list and the
 *   manifest types (modules/feature.ts), and of another feature only its public file
 *   (modules/<other>/public.ts), which never hands out its tables;
 * - the platform (everything else under src/) uses features only through their manifests, in
 *   the list modules/index.ts; the schema's index (db/schema/index.ts) gathers every feature's
 *   tables for migrations and backups, and a command-line tool (cli/) may call a feature's
 *   public file (npm run admin sets an admin's password).
 */
const SRC = path.resolve(import.meta.dirname, '../src');

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative paths a file's source imports (static, re-exports and dynamic). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec?.startsWith('.')) found.push(spec);
  }
  return found;
}

/** Why `file` (relative to src/) may not import `target` (relative to src/), or null when it may. */
export function refusal(file: string, target: string): string | null {
  const [top, feature] = file.split('/');
  const into = target.split('/');
  if (into[0] !== 'modules') return null;
  if (file === 'modules/index.ts') return null;
  if (target === 'modules/index.ts')
    return top === 'modules' ? 'a feature never imports the feature list, which imports every feature' : null;
  if (top === 'modules' && file !== 'modules/feature.ts') {
    if (target === 'modules/feature.ts' || into[1] === feature) return null;
    if (into.length === 3 && into[2] === 'public.ts') return null;
    return `the feature ${feature} reaches into ${into[1]} past its public file (modules/${into[1]}/public.ts)`;
  }
  if (top === 'modules') return null;
  if (file === 'db/schema/index.ts' && target.endsWith('/tables.ts')) return null;
  if (top === 'cli' && into.length === 3 && into[2] === 'public.ts') return null;
  return 'the platform uses features only through the feature list (modules/index.ts)';
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')
        ? [path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')]
        : [],
    );
}

const resolve = (file: string, spec: string) =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));

describe('the import rules of the server', () => {
  it('refuse a feature reading another feature’s tables or internals, and the platform reaching past the manifests', () => {
    const cases: [string, string, boolean][] = [
      ['modules/events/service.ts', 'modules/events/tables.ts', true],
      ['modules/events/registration/service.ts', 'modules/events/tables.ts', true],
      ['modules/events/service.ts', 'db/schema/mail.ts', true],
      ['modules/events/service.ts', 'modules/feature.ts', true],
      ['modules/mail/templates.ts', 'modules/events/public.ts', true],
      ['modules/dashboard/service.ts', 'modules/index.ts', false],
      ['modules/events/service.ts', 'modules/mail/public.ts', true],
      ['modules/events/service.ts', 'modules/members/tables.ts', false],
      ['modules/events/registration/service.ts', 'modules/members/service.ts', false],
      ['modules/mail/templates.ts', 'modules/events/registration/public.ts', false],
      ['app.ts', 'modules/index.ts', true],
      ['app.ts', 'modules/auth/service.ts', false],
      ['http/access.ts', 'modules/auth/public.ts', false],
      ['media/lifecycle.ts', 'modules/feature.ts', false],
      ['web-app/feeds.ts', 'modules/blogs/service.ts', false],
      ['db/schema/index.ts', 'modules/blogs/tables.ts', true],
      ['db/client.ts', 'modules/blogs/tables.ts', false],
      ['cli/admin.ts', 'modules/auth/public.ts', true],
      ['cli/admin.ts', 'modules/auth/service.ts', false],
    ];
    for (const [file, target, allowed] of cases)
      expect(refusal(file, target) === null, `${file} -> ${target}`).toBe(allowed);
    expect(importsOf("import { a } from './x.ts';\nimport type { B } from '../y.ts';")).toEqual([
      './x.ts',
      '../y.ts',
    ]);
    expect(importsOf("export * from './t.ts';\nconst m = await import('../z.ts');\nimport 'zod';")).toEqual([
      './t.ts',
      '../z.ts',
    ]);
  });

  it('hold in the tree', () => {
    const broken: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const spec of importsOf(fs.readFileSync(path.join(SRC, file), 'utf8'))) {
        const why = refusal(file, resolve(file, spec));
        if (why) broken.push(`${file} imports ${spec}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keep each feature’s tables out of its public file', () => {
    const handsOutTables = /export\s[^;]*?from\s*['"][^'"]*tables\.ts['"]/;
    for (const file of sourceFiles(path.join(SRC, 'modules')).filter((f) => f.endsWith('/public.ts'))) {
      expect(handsOutTables.test(fs.readFileSync(path.join(SRC, file), 'utf8')), file).toBe(false);
    }
  });
});
