// Lint: TypeScript's recommended rules, React's rules of hooks and jsx-a11y (accessibility);
// formatting is Prettier's job (eslint-config-prettier turns the overlapping rules off).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layers = {
  middleware: { group: ["~/middleware/*"], message: "Features do not import middleware: move what both need into app/features/." },
  components: { group: ["~/components/*"], message: "Server modules do not import components: share the value from app/features/." },
  domains: {
    group: ["~/features/*", "!~/features/forms", "!~/features/i18n", "!~/features/http"],
    message: "The UI kit imports no domain: pass what it needs as props, or move it to an infrastructure feature.",
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".data/",
      ".tmp/",
      ".tools/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Staff and portal pages read and write with the signed-in person's own token, so Directus'
    // permissions hold (issue 25, shared/SECURITY.md): never the app's service account.
    files: [
      "app/features/portals/**/*.{ts,tsx}",
      "app/routes/portals/**/*.{ts,tsx}",
      "app/features/staff/**/*.{ts,tsx}",
      "app/routes/staff/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/features/cms/directus.server",
              importNames: ["createServiceClient"],
              message: "Staff and portal code reads with the person's own token: context.get(directusContext).",
            },
          ],
        },
      ],
    },
  },
  // Layers (docs/architecture.md, issue 25): features never reach into the middleware, server code
  // never imports a component, and the UI kit imports no domain. (A rule of its own, so the service
  // client rule above still applies to the same files.)
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["app/features/**/*.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layers.middleware] }] },
  },
  {
    files: ["app/features/**/*.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layers.middleware, layers.components] }] },
  },
  {
    files: ["app/middleware/**/*.ts", "app/routes/**/*.server.ts", "app/*.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layers.components] }] },
  },
  {
    files: ["app/components/ui/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [layers.domains] }] },
  },
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: globals.node } },
  prettier,
);
