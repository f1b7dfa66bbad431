// A class names its cohort by name (ADR 047), and a cohort's rename moves its classes in the same
// write (ADR 054: `seed_cohort_rename`). Those two alone left a race: a class saved at the moment its
// cohort is renamed (its hook saw the old name, its write came after the rename's) kept the old name,
// which no cohort has. ADR 060 closes it in the database, on SQLite and PostgreSQL alike:
//
// - every rename is written down (`seed_cohort_renames`: an old name and the name it has now, kept
//   current through later renames, and when), in the rename's own statement;
// - a class written with a name no cohort has, that a cohort had until a rename of the last minute,
//   takes that cohort's name now, in the class's own statement (any other name is left as it is: the
//   Administrator's and the tests' classes may name any text, ADR 047);
// - on PostgreSQL, where two writes run side by side, a rename and a class write that names a cohort
//   take one transaction lock first (`pg_advisory_xact_lock`, before either locks a row), so one waits
//   for the other: a class committed first is moved by the rename, one committed after it sees the
//   rename written down. SQLite writes one at a time already.
//
// Plain JavaScript without imports: the hook seed-teaching-rules runs these statements (copied next to
// Directus with it), and tests/integration/cohort-rename-race.test.ts runs them on a PostgreSQL
// database of its own.

/** The lock a rename and a class write that names a cohort take first (any constant of our own). */
const cohortLock = 5404760;

/** The statements that make the triggers, for a knex client name ("sqlite3", "pg", …); null for another database. */
export function cohortTriggerStatements(client) {
  if (client.includes("sqlite")) return sqlite;
  if (client.includes("pg") || client.includes("postgres")) return postgres;
  return null;
}

/**
 * How long a rename is followed (seconds): the moment a class's hook and its write are apart, with room
 * to spare. After it a name a rename left is text like any other (a new cohort may take it).
 */
export const renameFollowSeconds = 60;

// A class whose cohort is a name a rename left just now, and the cohort that name has become (one
// that exists). `now` is the database's clock in whole seconds.
const renamedTo = (name, now) =>
  `SELECT r.new_name FROM seed_cohort_renames r WHERE r.old_name = ${name} AND r.renamed_at >= ${now} - ${renameFollowSeconds} ` +
  `AND EXISTS (SELECT 1 FROM seed_cohorts c WHERE c."name" = r.new_name) ORDER BY r.id DESC LIMIT 1`;
const sqliteNow = "CAST(strftime('%s', 'now') AS INTEGER)";
const postgresNow = "CAST(extract(epoch FROM clock_timestamp()) AS BIGINT)";

const sqlite = [
  "CREATE TABLE IF NOT EXISTS seed_cohort_renames (id INTEGER PRIMARY KEY AUTOINCREMENT, old_name TEXT NOT NULL, new_name TEXT NOT NULL, renamed_at INTEGER NOT NULL)",
  "CREATE INDEX IF NOT EXISTS seed_cohort_renames_old ON seed_cohort_renames (old_name)",
  // The classes follow a rename (ADR 054), unchanged.
  'CREATE TRIGGER IF NOT EXISTS seed_cohort_rename AFTER UPDATE OF "name" ON seed_cohorts FOR EACH ROW ' +
    'WHEN OLD."name" IS NOT NEW."name" BEGIN UPDATE seed_classes SET "cohort" = NEW."name" WHERE "cohort" = OLD."name"; END',
  'CREATE TRIGGER IF NOT EXISTS seed_cohort_rename_journal AFTER UPDATE OF "name" ON seed_cohorts FOR EACH ROW ' +
    'WHEN OLD."name" IS NOT NEW."name" BEGIN ' +
    'UPDATE seed_cohort_renames SET new_name = NEW."name" WHERE new_name = OLD."name"; ' +
    `INSERT INTO seed_cohort_renames (old_name, new_name, renamed_at) VALUES (OLD."name", NEW."name", ${sqliteNow}); END`,
  ...["INSERT", 'UPDATE OF "cohort"'].map(
    (event, i) =>
      `CREATE TRIGGER IF NOT EXISTS seed_class_cohort_follows_${i ? "update" : "insert"} AFTER ${event} ON seed_classes FOR EACH ROW ` +
      `WHEN NEW."cohort" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seed_cohorts WHERE "name" = NEW."cohort") ` +
      `AND EXISTS (${renamedTo('NEW."cohort"', sqliteNow)}) ` +
      `BEGIN UPDATE seed_classes SET "cohort" = (${renamedTo('NEW."cohort"', sqliteNow)}) WHERE id = NEW.id; END`,
  ),
];

const postgres = [
  "CREATE TABLE IF NOT EXISTS seed_cohort_renames (id SERIAL PRIMARY KEY, old_name TEXT NOT NULL, new_name TEXT NOT NULL, renamed_at BIGINT NOT NULL)",
  "CREATE INDEX IF NOT EXISTS seed_cohort_renames_old ON seed_cohort_renames (old_name)",
  `CREATE OR REPLACE FUNCTION seed_cohort_lock() RETURNS trigger AS $$ BEGIN PERFORM pg_advisory_xact_lock(${cohortLock}); RETURN NULL; END $$ LANGUAGE plpgsql`,
  'CREATE OR REPLACE TRIGGER seed_cohort_lock BEFORE UPDATE OF "name" ON seed_cohorts FOR EACH STATEMENT EXECUTE FUNCTION seed_cohort_lock()',
  'CREATE OR REPLACE TRIGGER seed_class_cohort_lock BEFORE INSERT OR UPDATE OF "cohort" ON seed_classes FOR EACH STATEMENT EXECUTE FUNCTION seed_cohort_lock()',
  // The classes follow a rename (ADR 054), unchanged. Its UPDATE runs with a snapshot of its own,
  // after the lock: a class committed while the rename waited is moved too.
  "CREATE OR REPLACE FUNCTION seed_cohort_rename() RETURNS trigger AS $$ BEGIN " +
    'UPDATE seed_classes SET "cohort" = NEW."name" WHERE "cohort" = OLD."name"; RETURN NEW; END $$ LANGUAGE plpgsql',
  'CREATE OR REPLACE TRIGGER seed_cohort_rename AFTER UPDATE OF "name" ON seed_cohorts FOR EACH ROW ' +
    'WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION seed_cohort_rename()',
  "CREATE OR REPLACE FUNCTION seed_cohort_rename_journal() RETURNS trigger AS $$ BEGIN " +
    'UPDATE seed_cohort_renames SET new_name = NEW."name" WHERE new_name = OLD."name"; ' +
    `INSERT INTO seed_cohort_renames (old_name, new_name, renamed_at) VALUES (OLD."name", NEW."name", ${postgresNow}); RETURN NEW; END $$ LANGUAGE plpgsql`,
  'CREATE OR REPLACE TRIGGER seed_cohort_rename_journal AFTER UPDATE OF "name" ON seed_cohorts FOR EACH ROW ' +
    'WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION seed_cohort_rename_journal()',
  "CREATE OR REPLACE FUNCTION seed_class_cohort_follows() RETURNS trigger AS $$ DECLARE target text; BEGIN " +
    'IF NEW."cohort" IS NULL OR EXISTS (SELECT 1 FROM seed_cohorts WHERE "name" = NEW."cohort") THEN RETURN NEW; END IF; ' +
    `${renamedTo('NEW."cohort"', postgresNow).replace("SELECT r.new_name", "SELECT r.new_name INTO target")}; ` +
    'IF target IS NOT NULL THEN NEW."cohort" := target; END IF; RETURN NEW; END $$ LANGUAGE plpgsql',
  'CREATE OR REPLACE TRIGGER seed_class_cohort_follows BEFORE INSERT OR UPDATE OF "cohort" ON seed_classes FOR EACH ROW ' +
    "EXECUTE FUNCTION seed_class_cohort_follows()",
];
