import type { Migration } from "./index.mjs";

/** The programmes the landing page showed before they were rows (issue 50), in nine languages. */
export declare const landingPrograms: ({ slug: string } & Record<string, unknown>)[];
export declare const programsFromLanding: Migration;
