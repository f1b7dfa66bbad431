/**
 * The keyboard focus outline every interactive element shares (WCAG 2.4.7): one string, so every
 * control looks focused the same way. `focusRingOnDark` is for controls on dark surfaces.
 */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
export const focusRingOnDark = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
