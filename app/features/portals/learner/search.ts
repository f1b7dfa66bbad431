import { learnerSectionHref } from "./sections";

/** The search page (without JavaScript) and the palette's source (with it). */
export const learnerSearchPath = learnerSectionHref("search");

export interface SearchHit {
  kind: "section" | "course" | "project" | "resource";
  label: string;
  href: string;
}
