// `npm run backup [-- --cluster]`: one encrypted archive of the running product's data (issue 53,
// ADR 029): the database (a SQLite snapshot, or pg_dump for the cluster), the uploaded files and
// state.json, into BACKUP_DIR (default <data>/backups), keeping the newest BACKUP_KEEP (14).
// BACKUP_PASSPHRASE is required. README, "Backups and upgrades".
import path from "node:path";
import { backup, BackupError } from "./backup-archive.mjs";
import { clusterDatabase } from "./cluster.mjs";
import { root } from "./stack.mjs";

const cluster = process.argv.includes("--cluster");
const dataDir = path.resolve(root, process.env.DATA_DIR ?? (cluster ? ".data/cluster" : ".data"));
try {
  await backup({
    dataDir,
    backupDir: path.resolve(root, process.env.BACKUP_DIR ?? path.join(dataDir, "backups")),
    passphrase: process.env.BACKUP_PASSPHRASE,
    keep: Number(process.env.BACKUP_KEEP ?? 14),
    database: cluster || process.env.DB_CLIENT === "pg" ? clusterDatabase() : null,
  });
} catch (error) {
  console.error(`Backup failed: ${error instanceof BackupError ? error.message : error.stack}`);
  process.exit(1);
}
