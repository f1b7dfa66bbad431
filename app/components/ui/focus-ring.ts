/**
 * The keyboard focus outline every interactive element shares (WCAG 2.4.7): one class, so every
 * control looks focused the same way (spelled out in app.css). `focusRingOnDark` is for controls on
 * dark surfaces.
 */
export const focusRing = "focus-ring";
export const focusRingOnDark = "focus-ring-on-dark";
