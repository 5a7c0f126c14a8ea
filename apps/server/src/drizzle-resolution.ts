import fs from 'node:fs';
import type { ResolveHookSync } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Imports of drizzle-orm resolved without re-reading its package.json each time (main.ts
 * registers this before the server's modules are loaded).
 *
 * drizzle-orm's package.json is large (an export map of some 450 entries, 180 KB), and Node's
 * resolver reads it again for every import that involves the package: for each of the ~440 files
 * of it the server loads (to learn that they are ES modules) and for each of the server's own
 * imports of it (to look the name up in the export map). That was over half a second of every
 * start. Here:
 * - a relative import between drizzle-orm's own .js files is the file next to the importer, an
 *   ES module (the package is "type": "module"), as Node would resolve it;
 * - an import of drizzle-orm or one of its entry points is resolved by Node once per installed
 *   copy of the package, then reused.
 * Every other import goes to Node's resolver unchanged.
 */
export const resolveDrizzle: ResolveHookSync = (specifier, context, nextResolve) => {
  const parent = context.parentURL;
  if (parent === undefined || !parent.startsWith('file:')) return nextResolve(specifier, context);

  if (
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    specifier.endsWith('.js') &&
    DRIZZLE_FILE.test(parent)
  ) {
    const url = new URL(specifier, parent);
    if (DRIZZLE_FILE.test(url.href)) return { url: url.href, format: 'module', shortCircuit: true };
  }

  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    // The copy Node would pick: drizzle-orm in the nearest node_modules above the importer.
    const root = packageRootFrom(path.dirname(fileURLToPath(parent)));
    if (root === null) return nextResolve(specifier, context);
    const key = `${root}\0${specifier}\0${context.conditions.join(',')}`;
    let resolved = entryPoints.get(key);
    if (resolved === undefined) {
      resolved = nextResolve(specifier, context);
      entryPoints.set(key, resolved);
    }
    return { ...resolved, shortCircuit: true };
  }

  return nextResolve(specifier, context);
};

/** A .js file inside an installed drizzle-orm. */
const DRIZZLE_FILE = /\/node_modules\/drizzle-orm\/[^?#]*\.js$/;

type Resolved = ReturnType<ResolveHookSync>;
/** Entry points already resolved, by package directory, specifier and conditions. */
const entryPoints = new Map<string, Resolved>();
/** The drizzle-orm directory found from a directory (null: none), by directory. */
const roots = new Map<string, string | null>();

function packageRootFrom(dir: string): string | null {
  let root = roots.get(dir);
  if (root !== undefined) return root;
  const candidate = path.join(dir, 'node_modules', 'drizzle-orm');
  if (fs.statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) root = candidate;
  else root = path.dirname(dir) === dir ? null : packageRootFrom(path.dirname(dir));
  roots.set(dir, root);
  return root;
}
