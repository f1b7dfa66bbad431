/** The statements that make the cohort rename triggers (ADR 054, 060) for a knex client name; null for another database. */
export function cohortTriggerStatements(client: string): string[] | null;
/** How long a rename is followed by a class write that names the old name (seconds). */
export const renameFollowSeconds: number;
