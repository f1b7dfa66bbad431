import type { Migration } from "./index.mjs";

export const enrolledOnFromActivity: Migration;
