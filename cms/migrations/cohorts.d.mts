import type { Migration } from "./index.mjs";

/** Migration 004 (issue 50): a seed_cohorts row for each name the classes' `cohort` uses. */
export const cohortsFromClasses: Migration;
