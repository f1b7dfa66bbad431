// The remote files' list of a backup (issue 53, item 1): files Directus keeps in S3 are listed by
// storage and key, local ones are not (they are in the archive's uploads/). A long step of a backup
// or restore says how far it got while it works.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sqlite3 from "sqlite3";
import { afterAll, expect, test } from "vitest";
import { remoteFileKeys, step } from "./backup-archive.mjs";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "seed-remote-keys-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function database(file, sql) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file);
    db.exec(sql, (error) => db.close(() => (error ? reject(error) : resolve())));
  });
}

test("lists the files in remote storage by storage and key, and none of the local ones", async () => {
  const file = path.join(folder, "directus.db");
  await database(
    file,
    `CREATE TABLE directus_files (id TEXT PRIMARY KEY, storage TEXT, filename_disk TEXT);
     INSERT INTO directus_files VALUES ('1', 'local', 'a.webp'), ('2', 's3', 'b.webp'), ('3', 's3', 'a.png'), ('4', 'r2', 'c.pdf'), ('5', 's3', NULL);`,
  );
  expect(await remoteFileKeys({ sqliteFile: file })).toEqual(["r2\tc.pdf", "s3\ta.png", "s3\tb.webp"]);
  await database(file, "DELETE FROM directus_files WHERE storage <> 'local'");
  expect(await remoteFileKeys({ sqliteFile: file })).toEqual([]);
});

test("a long step says how far it got while it works", async () => {
  const lines = [];
  let finish = () => {};
  const work = new Promise((resolve) => (finish = resolve));
  const result = step(
    (line) => {
      lines.push(line);
      if (lines.length === 2) finish("done");
    },
    () => `${lines.length + 1}.0 MB written`,
    () => work,
    10,
  );
  expect(await result).toBe("done");
  expect(lines).toEqual([expect.stringMatching(/^ {4}… 1\.0 MB written \(\d+\.\d s\)$/), expect.stringMatching(/… 2\.0 MB written/)]);
});
