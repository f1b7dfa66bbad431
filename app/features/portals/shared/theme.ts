/**
 * The portals' colour theme (spec 001 §2: a dark/light toggle; issue 26): kept in the `theme`
 * cookie, read on the server, so the first HTML already has it (no flash, no JavaScript needed).
 * 'system' follows the device (prefers-color-scheme). Portal pages only: the public site stays light.
 */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];

export const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

/** Where the toggle posts (app/routes/resources/portal-theme.ts). */
export const themeActionPath = "/portal-theme";
