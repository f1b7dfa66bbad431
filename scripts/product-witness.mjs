// The developer's own stack (`npm start` on its defaults) as a witness of a test run (issue 24):
// how many mails its MailDev holds and how many rows its Directus has, before and after. A test
// run that sent mail or wrote rows there shows up as a difference.
import fs from "node:fs";
import path from "node:path";
import { productDefaults } from "./isolation.mjs";

/** Where the developer's stack answers, when it runs; null when it does not. */
export async function findProduct({
  // The folder of the stack that runs (another checkout's: SEED_PRODUCT_DATA_DIR); without its
  // administrator token only the mails are counted.
  dataDir = process.env.SEED_PRODUCT_DATA_DIR ?? productDefaults.dataDir,
  ports = productDefaults.ports,
} = {}) {
  const mail = `http://127.0.0.1:${ports.mailUi}`;
  const directus = `http://127.0.0.1:${ports.directus}`;
  const answers = async (url) => {
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false;
    }
  };
  const stateFile = path.join(dataDir, "state.json");
  const token = fs.existsSync(stateFile) ? JSON.parse(fs.readFileSync(stateFile, "utf8")).adminToken : null;
  const [mailUp, directusUp] = await Promise.all([
    answers(`${mail}/email`),
    token ? answers(`${directus}/users/me?access_token=${encodeURIComponent(token)}`) : false,
  ]);
  if (!mailUp && !directusUp) return null;
  return { mailUrl: mailUp ? mail : null, directusUrl: directusUp && token ? directus : null, token };
}

/** Mails in the product's MailDev and rows per collection in its Directus (users, files and the project's own). */
export async function snapshot(product) {
  const result = { mail: null, rows: {} };
  if (product.mailUrl) {
    const response = await fetch(`${product.mailUrl}/email`, { signal: AbortSignal.timeout(5000) });
    result.mail = (await response.json()).length;
  }
  if (product.directusUrl) {
    const get = async (endpoint) => {
      const response = await fetch(`${product.directusUrl}${endpoint}`, {
        headers: { Authorization: `Bearer ${product.token}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`the developer's Directus answered ${response.status} to ${endpoint}`);
      return (await response.json()).data;
    };
    const collections = (await get("/collections"))
      .filter((c) => !c.collection.startsWith("directus_") && c.schema)
      .map((c) => [c.collection, `/items/${c.collection}`]);
    const counted = [["directus_users", "/users"], ["directus_files", "/files"], ...collections];
    await Promise.all(
      counted.map(async ([name, endpoint]) => {
        const [row] = await get(`${endpoint}?aggregate[count]=*`);
        result.rows[name] = Number(row.count);
      }),
    );
  }
  return result;
}

/** What changed between two snapshots, one sentence each; empty when nothing did. */
export function differences(before, after) {
  const changes = [];
  if (before.mail !== null && after.mail !== before.mail) changes.push(`its MailDev received ${after.mail - before.mail} mail(s)`);
  for (const [name, count] of Object.entries(after.rows)) {
    const was = before.rows[name] ?? 0;
    if (count !== was) changes.push(`${name} has ${count - was > 0 ? "+" : ""}${count - was} row(s)`);
  }
  return changes;
}
