// The staff pages' Export CSV links (issues 17, 29 and 50): one way to answer with a file.
import type { RouterContextProvider } from "react-router";
import { getInstance } from "~/features/i18n/middleware.server";
import { toCsv } from "~/features/newsletter/csv";

type Cells = ReadonlyArray<ReadonlyArray<string | number | null | undefined>>;

/**
 * A CSV file to download, `<name>-<today>.csv`: the header and rows `lines` reads (with the person's
 * own token), UTF-8 with a byte-order mark, formula cells defused (`toCsv`). Never kept by a cache.
 * When the read fails: the words of `failedKey` with 503.
 */
export async function csvDownload(
  context: Readonly<RouterContextProvider>,
  { name, failedKey, lines }: { name: string; failedKey: string; lines: () => Promise<Cells> },
) {
  let cells: Cells;
  try {
    cells = await lines();
  } catch (error) {
    console.error(`Staff: could not export ${name}:`, error);
    return new Response(getInstance(context).t(failedKey), {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(cells), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
