import type { Resource, ResourceLanguage } from "i18next";
import { supportedLanguages } from "./locales";

/**
 * Every namespace of every language, read at build time from locales/<lng>/<ns>.json.
 * Only the server holds all of them; the browser receives, in the active language, what each
 * page's loaders pick with `translationsFor` (translations.server.ts, ADR 007).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/*/*.json", {
  eager: true,
});

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  if (!match) continue;
  const [, lng, ns] = match;
  if (!(supportedLanguages as readonly string[]).includes(lng)) continue;
  (resources[lng] ??= {})[ns] = module.default as ResourceLanguage[string];
}

export const namespaces = Object.keys(resources.en ?? {});
