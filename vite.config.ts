import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser bundle, `i18next` and `react-i18next` are our small stand-ins
 * (app/features/i18n/i18next-lite.ts, checked against i18next on every key, and
 * react-i18next-lite.ts): the server renders with the real ones and sends the strings, so the
 * browser only looks keys up. Saves ~18 kB gzip on every public page (`npm run budget`; measured
 * with and without this plugin in docs/decisions/007-translations-per-area.md).
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

/**
 * What every page loads goes into one chunk, `shell`: React, React Router, the browser's i18n, the
 * error page and the UI kit's common parts (not the dialog, row menu, table, tabs or avatar, which
 * only some pages use). One file compresses better than the dozen small shared chunks Rolldown
 * makes by default: 2–5 kB gzip less on each public page (`npm run budget`). The account forms'
 * pieces (Conform, social sign-in) likewise travel together in `account-forms`. ADR 010.
 */
const everyPage = [
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  /app[\\/]features[\\/]i18n[\\/](i18next-lite|react-i18next-lite|browser-i18n\.client|translations)\.ts$/,
  /app[\\/]components[\\/]site[\\/]ErrorContent\.tsx$/,
  /app[\\/]features[\\/]auth[\\/](forbidden\.tsx|use-user\.ts)$/,
  /app[\\/]components[\\/]ui[\\/](?!(Dialog|RowMenu|DataTable|Tabs|Avatar|row-menu-logic|dialog-href|use-linked-dialog)\.)/,
];
const accountForms = [
  /node_modules[\\/]@conform-to[\\/](dom|react)[\\/]/,
  /app[\\/]features[\\/]auth[\\/](account-form|field-error-text|password-toggle-labels|social-sign-in|use-client-validation)\.tsx?$/,
];

export default defineConfig({
  plugins: [i18nextLiteInBrowser(), tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id) => everyPage.some((pattern) => pattern.test(id)) },
                { name: "account-forms", test: (id) => accountForms.some((pattern) => pattern.test(id)) },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  server: { host: "127.0.0.1" },
});
