/**
 * Zod probes `new Function` when a schema is built, to speed up object parsing. Our CSP has no
 * 'unsafe-eval', so in the browser the probe fails and Chrome reports a CSP violation on every
 * page that has a form (Lighthouse best practices 96 instead of 100). This is
 * `z.config({ jitless: true })` without importing zod (zod keeps its settings in this global and
 * reuses it whichever of the two runs first). It must run before any schema module is evaluated:
 * root.tsx imports it first, and the root route's modules evaluate before the other routes'.
 * Browser only: the server has no CSP and keeps zod's fast path.
 */
if (typeof document !== "undefined") {
  const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });
}
export {};
