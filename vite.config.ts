import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser bundle, `i18next` is our small stand-in (app/features/i18n/i18next-lite.ts,
 * checked against i18next on every key): the server renders with the real i18next and sends the
 * strings, so the browser only looks keys up. Saves ~16 kB gzip on every page (scripts/budget.mjs).
 */
function i18nextLiteInBrowser(): Plugin {
  const lite = path.resolve(import.meta.dirname, "app/features/i18n/i18next-lite.ts");
  return {
    name: "seed:i18next-lite-in-browser",
    enforce: "pre",
    resolveId(id) {
      if (id === "i18next" && this.environment?.name === "client") return lite;
    },
  };
}

export default defineConfig({
  plugins: [i18nextLiteInBrowser(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
});
