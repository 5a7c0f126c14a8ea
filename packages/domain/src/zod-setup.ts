import { z } from 'zod';

/**
 * zod compiles fast validators with `new Function` when it may; its probe for that is itself a
 * violation of a Content-Security-Policy without 'unsafe-eval' (the site's), reported on every
 * page. In the browser the validators run without code generation; the server keeps it.
 */
export function disableZodCodeGeneration(): void {
  z.config({ jitless: true });
}
