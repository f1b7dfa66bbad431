import { z } from "zod";

/**
 * zod for every schema in app code: import `z` from here, not from "zod".
 *
 * Zod builds a fast object parser with `new Function`, and probes whether eval is allowed when an
 * object schema is created. Our CSP has no 'unsafe-eval', so in the browser the probe fails and
 * Chrome reports a CSP violation on every page that builds a schema (Lighthouse best practices 96
 * instead of 100). `z.config({ jitless: true })`, zod's public setting, skips the probe and the
 * compiled path; it has to run before the first schema is created, which importing `z` from this
 * module guarantees. Only schema modules load zod, so pages without a form pay nothing for it.
 * Browser only: the server has no CSP and keeps zod's fast path.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
