// The site's whole stylesheet as text, for the server to write into <head> (ADR 016). Only the
// server imports it: the browser gets the CSS once, in the page, never in JavaScript.
import css from "~/app.css?inline";

export const stylesheetText: string = css;
