/**
 * What `import ... from 'zod'` means in the web build (vite.config.ts resolves 'zod' here): zod
 * itself, with code generation switched off before any importer builds a schema. zod compiles
 * fast validators with `new Function` when it may, and its probe for that is a violation of the
 * site's Content-Security-Policy (no 'unsafe-eval'). Done here, zod loads only with the pages that
 * validate something, not with every page's main script.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
