// `npm run restore -- <archive> [--force] [--cluster]`: restores a backup archive (issue 53) into
// DATA_DIR (default .data, or .data/cluster), which must hold no data unless --force. The archive
// is checked before anything is written. BACKUP_PASSPHRASE is the one it was made with.
import path from "node:path";
import { BackupError, restore } from "./backup-archive.mjs";
import { clusterDatabase } from "./cluster.mjs";
import { root } from "./stack.mjs";

const args = process.argv.slice(2);
const cluster = args.includes("--cluster");
const archive = args.find((arg) => !arg.startsWith("--"));
if (!archive) {
  console.error("Usage: npm run restore -- <archive> [--force] [--cluster]");
  process.exit(1);
}
try {
  await restore({
    archive: path.resolve(archive),
    dataDir: path.resolve(root, process.env.DATA_DIR ?? (cluster ? ".data/cluster" : ".data")),
    passphrase: process.env.BACKUP_PASSPHRASE,
    force: args.includes("--force"),
    database: cluster || process.env.DB_CLIENT === "pg" ? clusterDatabase() : null,
  });
} catch (error) {
  console.error(`Restore failed: ${error instanceof BackupError ? error.message : error.stack}`);
  process.exit(1);
}
