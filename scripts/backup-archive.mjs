// Backups (issue 53, ADR 029): one encrypted archive of a data folder, made while its stack runs,
// and its restore into an empty folder. Used by `npm run backup`, `npm run restore` and the daily
// backup of `npm start` (BACKUP_SCHEDULE).
//
// An archive is "SEEDBAK1", a 16-byte salt, a 12-byte IV, then a gzipped tar encrypted with
// AES-256-GCM (key: scrypt of BACKUP_PASSPHRASE and the salt), then GCM's 16-byte tag. The tar holds
// manifest.json, state.json, the database (directus.db, a SQLite snapshot by its online backup API;
// or database.pgdump, pg_dump's custom format, for the cluster), uploads/ and app/ (the app's own
// files: revoked-users.json).
import { spawn, spawnSync } from "node:child_process";
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import sqlite3 from "sqlite3";

const magic = Buffer.from("SEEDBAK1");
const headerBytes = magic.length + 16 + 12;
const tagBytes = 16;
export const archiveFormat = 1;
export const archiveSuffix = ".seedbak";

const keyOf = (passphrase, salt) => scryptSync(passphrase, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A problem the person can act on: the scripts print its words, not a stack trace. */
export class BackupError extends Error {}

function requirePassphrase(passphrase) {
  if (!passphrase)
    throw new BackupError(
      "BACKUP_PASSPHRASE is not set. The archive holds password hashes and the service tokens, so it is always encrypted: set BACKUP_PASSPHRASE (and keep it apart from the archives).",
    );
  return passphrase;
}

/** A command-line tool (tar, pg_dump, pg_restore), without blocking this process: the progress lines go on while it works. */
function runTool(command, args, what, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => reject(new BackupError(`${what} failed: ${error.message}`)));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${what} failed: ${stderr.trim()}`))));
  });
}

const tar = (args, what) => runTool("tar", args, what);

const sizeOf = (file) => fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs a step of the backup or restore and, while it lasts, logs every `everyMs` how far it got
 * (`sofar()`: e.g. the megabytes written), so that a step of minutes on a large install shows it
 * is moving; then how long it took.
 */
export async function step(log, sofar, work, everyMs = 5000) {
  const started = Date.now();
  const timer = setInterval(() => log(`    … ${sofar()} (${seconds(started)})`), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

const sqliteCall = (db, method, ...args) =>
  new Promise((resolve, reject) => db[method](...args, (error, value) => (error ? reject(error) : resolve(value))));

/**
 * A consistent copy of a SQLite database while Directus writes to it. The file is switched to WAL
 * first (Directus leaves it in rollback-journal mode): then the backup is one step in one read
 * transaction, which sees the database as it was when it began and does not block Directus' writes.
 */
export async function snapshotSqlite(source, target, log = () => {}) {
  const db = new sqlite3.Database(source);
  try {
    await sqliteCall(db, "run", "PRAGMA busy_timeout = 30000");
    if (!(await walFor(db)))
      log("    (the database is not in WAL mode yet: Directus' writes wait while it is copied; a restart of the product switches it)");
    await new Promise((resolve, reject) => {
      const backup = db.backup(target, (error) => {
        if (error) return reject(error);
        backup.step(-1, (stepError) => {
          if (stepError) return reject(stepError);
          backup.finish(() => (backup.completed ? resolve() : reject(new Error("the database backup did not complete"))));
        });
      });
    });
  } finally {
    await sqliteCall(db, "close").catch(() => {});
  }
  fs.chmodSync(target, 0o600);
}

/**
 * Switches an open database to WAL, trying again while another connection writes (the switch needs
 * the file for itself for a moment, and SQLite does not wait for that): whether it is in WAL now.
 */
async function walFor(db, tries = 50) {
  for (let i = 0; i < tries; i++) {
    const mode = await sqliteCall(db, "get", "PRAGMA journal_mode = WAL").catch(() => null);
    if (mode?.journal_mode === "wal") return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** WAL for a SQLite database nobody else has open (the start does it before Directus runs). */
export async function switchToWal(file) {
  const db = new sqlite3.Database(file);
  try {
    return await walFor(db);
  } finally {
    await sqliteCall(db, "close").catch(() => {});
  }
}

/**
 * The files Directus keeps outside the data folder (S3 and other remote storage): their storage and
 * key (`filename_disk`), one per line as `storage<TAB>key`, from the database copy (SQLite) or the
 * live database (PostgreSQL). The archive lists them; their bytes stay in the bucket.
 */
export async function remoteFileKeys({ sqliteFile = null, database = null }) {
  const sql =
    "SELECT storage, filename_disk FROM directus_files WHERE storage <> 'local' AND filename_disk IS NOT NULL ORDER BY storage, filename_disk";
  if (database) {
    const result = spawnSync("psql", ["-XAt", "-F", "\t", "-c", sql, database.DB_DATABASE], { env: pgEnv(database), encoding: "utf8" });
    if (result.status !== 0) throw new BackupError(`Listing the files in remote storage failed: ${result.stderr.trim()}`);
    return result.stdout.split("\n").filter(Boolean);
  }
  const db = new sqlite3.Database(sqliteFile, sqlite3.OPEN_READONLY);
  try {
    const rows = await sqliteCall(db, "all", sql);
    return rows.map((row) => `${row.storage}\t${row.filename_disk}`);
  } finally {
    await sqliteCall(db, "close").catch(() => {});
  }
}

/** What the archive says of the remote files: where their bytes are and how to copy them. */
const remoteFilesNote = `The files listed in remote-files.tsv (storage, key) are not in this archive: their bytes are in
the storage Directus was configured with (STORAGE_LOCATIONS, STORAGE_<NAME>_BUCKET). Copy the bucket
with the provider's tools before and after restoring, e.g.
  aws s3 sync s3://<bucket>/<root> ./bucket-copy        (a copy of the bucket)
  aws s3 sync ./bucket-copy s3://<new-bucket>/<root>     (into the restored install's bucket)
and give the restored install the same STORAGE_* settings.
`;

/** The client tools' major version (pg_dump, pg_restore), or null when missing. */
function pgToolMajor(tool) {
  const result = spawnSync(tool, ["--version"], { encoding: "utf8" });
  const major = result.status === 0 ? result.stdout.match(/(\d+)(?:\.\d+)?/)?.[1] : null;
  return major ? Number(major) : null;
}

function pgEnv(database) {
  return {
    ...process.env,
    PGHOST: database.DB_HOST,
    PGPORT: String(database.DB_PORT),
    PGUSER: database.DB_USER,
    ...(database.DB_PASSWORD ? { PGPASSWORD: database.DB_PASSWORD } : {}),
  };
}

/** pg_dump of the cluster's database, refused with words when the client is missing or older than the server. */
async function dumpPostgres(database, target) {
  const client = pgToolMajor("pg_dump");
  if (client === null)
    throw new BackupError("pg_dump is not installed: install the PostgreSQL client (apt-get install postgresql-client).");
  const server = spawnSync("psql", ["-XAtc", "SHOW server_version_num", database.DB_DATABASE], { env: pgEnv(database), encoding: "utf8" });
  const serverMajor = Math.floor(Number(server.stdout.trim()) / 10000);
  if (server.status !== 0 || !serverMajor)
    throw new BackupError(`PostgreSQL did not answer at ${database.DB_HOST}:${database.DB_PORT}: ${server.stderr.trim()}`);
  if (client < serverMajor)
    throw new BackupError(
      `pg_dump ${client} is older than the server (PostgreSQL ${serverMajor}): install the client of version ${serverMajor} or newer.`,
    );
  await runTool("pg_dump", ["--format=custom", "--no-owner", "--file", target, database.DB_DATABASE], "pg_dump", pgEnv(database));
}

async function encrypt(source, target, passphrase) {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(passphrase, salt), iv);
  fs.writeFileSync(target, Buffer.concat([magic, salt, iv]), { mode: 0o600 });
  await pipeline(fs.createReadStream(source), cipher, fs.createWriteStream(target, { flags: "a" }));
  fs.appendFileSync(target, cipher.getAuthTag());
}

/** Decrypts an archive into `target`; words when it is not an archive, damaged, or of another passphrase. */
async function decrypt(source, target, passphrase) {
  const size = fs.statSync(source).size;
  const fd = fs.openSync(source, "r");
  const header = Buffer.alloc(headerBytes);
  const tag = Buffer.alloc(tagBytes);
  try {
    fs.readSync(fd, header, 0, headerBytes, 0);
    if (size < headerBytes + tagBytes || !header.subarray(0, magic.length).equals(magic))
      throw new BackupError(`${source} is not a Seed Academy backup archive. Nothing was restored.`);
    fs.readSync(fd, tag, 0, tagBytes, size - tagBytes);
  } finally {
    fs.closeSync(fd);
  }
  const salt = header.subarray(magic.length, magic.length + 16);
  const iv = header.subarray(magic.length + 16);
  const decipher = createDecipheriv("aes-256-gcm", keyOf(passphrase, salt), iv);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      fs.createReadStream(source, { start: headerBytes, end: size - tagBytes - 1 }),
      decipher,
      fs.createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    fs.rmSync(target, { force: true });
    throw new BackupError(
      `${source} could not be opened: it is damaged, or it was made with another BACKUP_PASSPHRASE. Nothing was restored.`,
    );
  }
}

/** Hard links (or copies) of a folder's files: the uploads as they are now, without a second copy on disk. */
function linkTree(source, target) {
  let count = 0;
  if (!fs.existsSync(source)) return count;
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) count += linkTree(from, to);
    else if (entry.isFile()) {
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
      count++;
    }
  }
  return count;
}

function folderBytes(folder) {
  let bytes = 0;
  if (!fs.existsSync(folder)) return bytes;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return bytes;
}

/**
 * Backs up a data folder into `backupDir`: returns the archive's path and size. `database` is the
 * cluster's PostgreSQL settings (DB_HOST, …), or null for the SQLite file of the folder.
 */
export async function backup({ dataDir, backupDir, passphrase, keep = 14, database = null, log = console.log, now = new Date() }) {
  requirePassphrase(passphrase);
  const statePath = path.join(dataDir, "state.json");
  const dbPath = path.join(dataDir, "directus", "directus.db");
  if (!fs.existsSync(statePath) || (!database && !fs.existsSync(dbPath)))
    throw new BackupError(`${dataDir} holds no Seed Academy data (no state.json or database): start the product once, or set DATA_DIR.`);
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(backupDir, 0o700);
  const work = fs.mkdtempSync(path.join(backupDir, ".work-"));
  const staging = path.join(work, "archive");
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const started = Date.now();
    let t = started;
    const databaseFile = database ? "database.pgdump" : "directus.db";
    const copy = path.join(staging, databaseFile);
    log(
      database
        ? `1/4 Database: pg_dump of ${database.DB_DATABASE}…`
        : `1/4 Database: a snapshot of directus.db (${megabytes(sizeOf(dbPath) + sizeOf(`${dbPath}-wal`))})…`,
    );
    await step(
      log,
      () => `${megabytes(sizeOf(copy) + sizeOf(`${copy}-journal`))} written`,
      () => (database ? dumpPostgres(database, copy) : snapshotSqlite(dbPath, copy, log)),
    );
    log(`    ${megabytes(sizeOf(copy))} in ${seconds(t)}`);
    log("2/4 Uploaded files…");
    const files = linkTree(path.join(dataDir, "directus", "uploads"), path.join(staging, "uploads"));
    log(`    ${files} files, ${megabytes(folderBytes(path.join(staging, "uploads")))}`);
    // The app's own files (the users whose sessions ended in the last 7 days, #31): without them the
    // restored install would not know which sessions ended.
    linkTree(path.join(dataDir, "app"), path.join(staging, "app"));
    const remote = await remoteFileKeys(database ? { database } : { sqliteFile: copy });
    if (remote.length) {
      fs.writeFileSync(path.join(staging, "remote-files.tsv"), `${remote.join("\n")}\n`, { mode: 0o600 });
      fs.writeFileSync(path.join(staging, "REMOTE-FILES.txt"), remoteFilesNote, { mode: 0o600 });
      log(
        `    ${remote.length} files in remote storage (S3): their keys are listed in the archive; copy the bucket with the provider's tools`,
      );
    }
    fs.copyFileSync(statePath, path.join(staging, "state.json"));
    const manifest = {
      format: archiveFormat,
      createdAt: now.toISOString(),
      database: database ? "postgres" : "sqlite",
      databaseFile,
      files,
      remoteFiles: remote.length,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    log("3/4 Packing…");
    t = Date.now();
    const packed = path.join(work, "archive.tgz");
    await step(
      log,
      () => `${megabytes(sizeOf(packed))} packed`,
      () => tar(["-czf", packed, "-C", staging, "."], "Packing"),
    );
    log(`    ${megabytes(sizeOf(packed))} in ${seconds(t)}`);
    log("4/4 Encrypting…");
    t = Date.now();
    const name = `seed-backup-${now
      .toISOString()
      .replaceAll(":", "-")
      .replace(/\.\d+Z$/, "Z")}${archiveSuffix}`;
    const archive = path.join(backupDir, name);
    const partial = `${archive}.partial`;
    await step(
      log,
      () => `${megabytes(sizeOf(partial))} of ${megabytes(sizeOf(packed))}`,
      () => encrypt(packed, partial, passphrase),
    );
    fs.renameSync(partial, archive);
    log(`    in ${seconds(t)}`);
    const size = fs.statSync(archive).size;
    const removed = prune(backupDir, keep);
    log(
      `Wrote ${archive} (${megabytes(size)}: the database, ${files} files, state.json) in ${seconds(started)}${removed.length ? `; removed ${removed.length} older` : ""}.`,
    );
    return { archive, size, manifest, removed };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives of the folder; returns the removed ones. */
export function prune(backupDir, keep) {
  const archives = fs
    .readdirSync(backupDir)
    .filter((name) => name.startsWith("seed-backup-") && name.endsWith(archiveSuffix))
    .sort();
  const removed = archives.slice(0, Math.max(0, archives.length - Math.max(1, keep)));
  for (const name of removed) fs.rmSync(path.join(backupDir, name));
  return removed;
}

/** Whether a data folder already holds data a restore would overwrite. */
const holdsData = (dataDir) =>
  ["state.json", "directus/directus.db", "directus/uploads"].some((entry) => {
    const full = path.join(dataDir, entry);
    return fs.existsSync(full) && (!fs.statSync(full).isDirectory() || fs.readdirSync(full).length > 0);
  });

/**
 * Restores an archive into a data folder: checked first (nothing is written when it is damaged,
 * foreign or of another passphrase), refused on a folder with data unless `force`. `database`: the
 * cluster's PostgreSQL settings for an archive of the cluster (its database must be empty).
 */
export async function restore({ archive, dataDir, passphrase, force = false, database = null, log = console.log }) {
  requirePassphrase(passphrase);
  if (!fs.existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  if (holdsData(dataDir) && !force)
    throw new BackupError(`${dataDir} already holds data. Restore into an empty folder (DATA_DIR), or add --force to replace it.`);
  // The work folder sits beside the data folder, on its disk: the restore moves the files into
  // place rather than copying them, and /tmp may be a small RAM disk (a large archive would not fit).
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(dataDir), `.${path.basename(dataDir)}-restore-`));
  fs.chmodSync(work, 0o700);
  try {
    const started = Date.now();
    log("1/3 Checking the archive…");
    const packed = path.join(work, "archive.tgz");
    await step(
      log,
      () => `${megabytes(sizeOf(packed))} of ${megabytes(sizeOf(archive))} checked`,
      () => decrypt(archive, packed, passphrase),
    );
    const unpacked = path.join(work, "archive");
    fs.mkdirSync(unpacked, { mode: 0o700 });
    await step(
      log,
      () => `${megabytes(folderBytes(unpacked))} unpacked`,
      () => tar(["-xzf", packed, "-C", unpacked, "--no-same-owner", "--no-same-permissions"], "Unpacking"),
    );
    const manifestPath = path.join(unpacked, "manifest.json");
    const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, "utf8")) : null;
    if (manifest?.format !== archiveFormat || !fs.existsSync(path.join(unpacked, manifest.databaseFile ?? "")))
      throw new BackupError(
        `${archive} is not a complete backup of this version (format ${manifest?.format ?? "unknown"}). Nothing was restored.`,
      );
    if (manifest.database === "postgres" && !database)
      throw new BackupError("This archive is of the cluster (PostgreSQL): restore it with --cluster. Nothing was restored.");
    log(`    in ${seconds(started)}`);
    log(`2/3 Restoring the backup of ${manifest.createdAt} into ${dataDir}…`);
    const directusDir = path.join(dataDir, "directus");
    fs.mkdirSync(directusDir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dataDir, 0o700);
    if (manifest.database === "postgres") {
      await step(
        log,
        () => "pg_restore",
        () =>
          runTool(
            "pg_restore",
            ["--no-owner", "--clean", "--if-exists", "--dbname", database.DB_DATABASE, path.join(unpacked, "database.pgdump")],
            "pg_restore",
            pgEnv(database),
          ),
      );
    } else {
      for (const name of fs.readdirSync(directusDir)) if (name.startsWith("directus.db")) fs.rmSync(path.join(directusDir, name));
      moveInto(path.join(unpacked, "directus.db"), path.join(directusDir, "directus.db"));
    }
    for (const [from, to] of [
      ["uploads", path.join(directusDir, "uploads")],
      ["app", path.join(dataDir, "app")],
    ]) {
      fs.rmSync(to, { recursive: true, force: true });
      if (fs.existsSync(path.join(unpacked, from))) moveInto(path.join(unpacked, from), to);
      else fs.mkdirSync(to, { mode: 0o700 });
      fs.chmodSync(to, 0o700);
    }
    fs.copyFileSync(path.join(unpacked, "state.json"), path.join(dataDir, "state.json"));
    fs.chmodSync(path.join(dataDir, "state.json"), 0o600);
    if (manifest.remoteFiles) {
      fs.copyFileSync(path.join(unpacked, "remote-files.tsv"), path.join(dataDir, "remote-files.tsv"));
      log(
        `    ${manifest.remoteFiles} files are in remote storage (S3), not in the archive: their keys are in ${path.join(dataDir, "remote-files.tsv")}; copy the bucket with the provider's tools and give this install the same STORAGE_* settings.`,
      );
    }
    log(
      `3/3 Restored the database (${manifest.database}), ${manifest.files} files and state.json in ${seconds(started)}. Start it with DATA_DIR=${dataDir} npm start.`,
    );
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Moves a file or folder into place; copies it when the two are on different file systems. */
function moveInto(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (error.code !== "EXDEV") throw error;
    fs.cpSync(from, to, { recursive: true });
  }
}
