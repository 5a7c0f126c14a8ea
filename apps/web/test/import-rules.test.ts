import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The linter's import rules for the web app, run on sample files laid out like the app: the app
 * uses features, components, lib and the domain; a feature uses components, lib and the domain but
 * never another feature or the app; components and lib use neither; nothing imports the server.
 * Each sample line is one import: the marked ones must be reported, the others must pass.
 */
const SAMPLES: Record<string, string[]> = {
  'apps/web/src/features/events/events-page.tsx': [
    "import './events-api.ts';",
    "import '../../components/modal.tsx';",
    "import '../../lib/auth.tsx';",
    "import '@ssf/domain/pages';",
    "import 'react-router';",
    "import '../blogs/blog-api.ts'; // reported",
    "import type {} from '../recruitment/recruitment-api.ts'; // reported",
    "export const later = () => import('../blogs/blog-page.tsx'); // reported",
    "import '../../features/blogs/blog-api.ts'; // reported",
    "import '../../app/site-links.ts'; // reported",
    "import '../../../../server/src/app.ts'; // reported",
    "import '@ssf/server/app'; // reported",
  ],
  'apps/web/src/features/events/admin/event-form.tsx': [
    "import '../events-api.ts';",
    "import './event-fields.tsx';",
    "import '../../../components/modal.tsx';",
    "import '../../../lib/dates.ts';",
    "import '../../blogs/blog-api.ts'; // reported",
    "import '../../../app/router.tsx'; // reported",
  ],
  'apps/web/src/components/modal.tsx': [
    "import './spinner.tsx';",
    "import '../lib/media.ts';",
    "import '../features/blogs/blog-api.ts'; // reported",
    "import '../app/site-links.ts'; // reported",
  ],
  'apps/web/src/lib/dates.ts': [
    "import './api-client.ts';",
    "import '@ssf/domain/text';",
    "import '../features/auth/login-page.tsx'; // reported",
    "import '../app/app.tsx'; // reported",
    "import '../../../server/src/config.ts'; // reported",
  ],
  'apps/web/src/app/router.tsx': [
    "import '../features/blogs/blog-page.tsx';",
    "import '../components/spinner.tsx';",
    "import '../lib/auth.tsx';",
    "import '@ssf/domain/pages';",
    "import '../../../server/src/app.ts'; // reported",
  ],
  'apps/web/test/sample.test.ts': [
    "import '../src/features/blogs/blog-page.tsx';",
    "import '../../server/src/app.ts'; // reported",
  ],
};

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssf-import-rules-'));
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  fs.writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, lines] of Object.entries(SAMPLES)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
  }
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function lint(): Diagnostic[] {
  const biome = path.join(root, 'node_modules/.bin/biome');
  const args = ['lint', '--reporter=json', '--vcs-enabled=false', '--only=style/noRestrictedImports', '.'];
  try {
    return JSON.parse(execFileSync(biome, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' })).diagnostics;
  } catch (error) {
    // Biome exits 1 when it reports errors; its report is still on stdout.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout).diagnostics;
  }
}

describe('the import rules of the web app', () => {
  it('report exactly the imports that cross a forbidden boundary', () => {
    const reported = lint()
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map((d) => `${d.location.path}:${d.location.start.line}`)
      .sort();
    const expected = Object.entries(SAMPLES)
      .flatMap(([file, lines]) =>
        lines.flatMap((line, i) => (line.endsWith('// reported') ? [`${file}:${i + 1}`] : [])),
      )
      .sort();
    expect(reported).toEqual(expected);
  });
});
