import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseAdminContentPath } from "./app/features/staff/admin/admin-path";

/**
 * In the browser bundle, `i18next` and `react-i18next` are our small stand-ins
 * (app/features/i18n/i18next-lite.ts, checked against i18next on every key, and
 * react-i18next-lite.ts): the server renders with the real i18next (and the stand-in's hook) and
 * sends the strings, so the browser only looks keys up. Saves ~18 kB gzip on every public page (`npm run budget`; measured
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
      // The server renders with the real i18next but the stand-in's `useTranslation` too: the real
      // one copies the whole i18next instance into a wrapper for every component of every render
      // (7% of a rendered page's CPU in issue 23's profile); the stand-in asks for a fixed `t`.
      if (this.environment?.name === "ssr" && id === "react-i18next") return lite[id];
    },
  };
}

/**
 * What every page loads goes into one chunk, `shell`: React, React Router, the browser's i18n, the
 * error page and the kit parts every page shows (buttons, links, the input and select of the
 * footer and the account forms, notices). One file compresses better than the dozen small shared
 * chunks Rolldown makes by default (`npm run budget`). Parts that only some pages use travel in
 * groups of their own: the site frame, the landing page's shared pieces, the labelled field, the
 * account forms (Conform, password, checkbox, social sign-in). A group takes the modules it
 * imports with it, so a module two groups share belongs to the earlier one. ADR 010.
 */
const everyPage = [
  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  // Rolldown's CommonJS interop helpers (React is CommonJS): otherwise a chunk of their own.
  /^\0rolldown\/runtime\.js$/,
  /app[\\/]features[\\/]i18n[\\/](i18next-lite|react-i18next-lite|browser-i18n\.client|translations|locales)\.ts$/,
  /app[\\/]components[\\/]site[\\/]ErrorContent\.tsx$/,
  /app[\\/]features[\\/]auth[\\/](forbidden\.tsx|use-user\.ts)$/,
  /app[\\/]components[\\/]ui[\\/](Button|LinkButton|Input|Select|Notice|Honeypot|field-control|focus-ring|server-form|use-hydrated)\.tsx?$/,
];
/** The public site's frame (header, footer, newsletter box, post skeleton): site pages, not account pages. */
const siteFrame = [
  /app[\\/]components[\\/]site[\\/](SiteHeader|SiteFooter|NewsletterForm|LanguageToggle)\.tsx$/,
  /app[\\/]components[\\/]ui[\\/]Skeleton\.tsx$/,
  /app[\\/]features[\\/]posts[\\/](components[\\/](post-skeleton|cover-image)\.tsx|dates\.ts)$/,
  /app[\\/]features[\\/]i18n[\\/]intl-cache\.ts$/,
];
/** The landing page's pieces that /partner (sections, figures, faces) and /news (the post card) share: one chunk for `/`. */
const landing = [
  /app[\\/]components[\\/]ui[\\/](Section|Avatar)\.tsx$/,
  /app[\\/]components[\\/]site[\\/]NumberedSteps\.tsx$/,
  /app[\\/]features[\\/]landing[\\/]content\.ts$/,
  /app[\\/]features[\\/]posts[\\/]components[\\/]post-card\.tsx$/,
];
/** The labelled field: the cooperation form and the account forms. */
const field = [/app[\\/]components[\\/]ui[\\/]Field\.tsx$/];
const accountForms = [
  /node_modules[\\/]@conform-to[\\/](dom|react)[\\/]/,
  /app[\\/]features[\\/]auth[\\/](account-form|field-error-text|password-toggle-labels|social-sign-in|use-client-validation)\.tsx?$/,
  /app[\\/]components[\\/]ui[\\/](Checkbox|PasswordInput|use-is-submitting)\.tsx?$/,
];

export default defineConfig({
  // The admin page's path is part of the build (issue 29, ADR 021): app/features/staff/admin/admin-path.ts.
  define: { __SEED_ADMIN_CONTENT_PATH__: JSON.stringify(parseAdminContentPath(process.env.ADMIN_CONTENT_PATH)) },
  plugins: [i18nextLiteInBrowser(), tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: (id) => everyPage.some((pattern) => pattern.test(id)) },
                { name: "site-frame", test: (id) => siteFrame.some((pattern) => pattern.test(id)) },
                { name: "landing", test: (id) => landing.some((pattern) => pattern.test(id)) },
                { name: "field", test: (id) => field.some((pattern) => pattern.test(id)) },
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
