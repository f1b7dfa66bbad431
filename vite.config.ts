import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser bundle, `i18next` and `react-i18next` are our small stand-ins
 * (app/features/i18n/i18next-lite.ts, checked against i18next on every key, and
 * react-i18next-lite.ts): the server renders with the real ones and sends the strings, so the
 * browser only looks keys up. Saves ~16 kB gzip on every page (scripts/budget.mjs).
 */
function i18nextLiteInBrowser(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve(import.meta.dirname, "app/features/i18n/i18next-lite.ts"),
    "react-i18next": path.resolve(import.meta.dirname, "app/features/i18n/react-i18next-lite.ts"),
  };
  return {
    name: "seed:i18next-lite-in-browser",
    enforce: "pre",
    resolveId(id) {
      if (this.environment?.name === "client" && Object.hasOwn(lite, id)) return lite[id];
    },
  };
}

export default defineConfig({
  plugins: [i18nextLiteInBrowser(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
});
