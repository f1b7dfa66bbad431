import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { officeTypeOf, sniffHandInType } from "./hand-in-files.server";

/** A ZIP holding these (empty) entries, stored: what matters here is its central directory. */
function zip(names: string[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const folder = await mkdtemp(path.join(tmpdir(), "hand-in-test-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

async function typeOf(names: string[]) {
  const file = path.join(folder, `${names.join("-").replace(/\W/g, "")}.zip`);
  await writeFile(file, zip(names));
  return officeTypeOf(file);
}

test("a file's first bytes say PDF, ZIP or image; a program renamed .pdf is none of them", () => {
  expect(sniffHandInType(Buffer.from("%PDF-1.7\n"))).toBe("application/pdf");
  expect(sniffHandInType(zip(["a"]))).toBe("application/zip");
  expect(sniffHandInType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
  expect(sniffHandInType(Buffer.from("MZ\x90\x00\x03\x00\x00\x00"))).toBeNull();
  expect(sniffHandInType(Buffer.from("<html><script>"))).toBeNull();
});

test("a ZIP is a Word, Excel or PowerPoint document by what it holds; any other ZIP, or one with macros, is refused", async () => {
  expect(await typeOf(["[Content_Types].xml", "word/document.xml"])).toBe(
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  );
  expect(await typeOf(["[Content_Types].xml", "xl/workbook.xml"])).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect(await typeOf(["[Content_Types].xml", "ppt/presentation.xml"])).toBe(
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  );
  expect(await typeOf(["[Content_Types].xml", "word/document.xml", "word/vbaProject.bin"])).toBeNull();
  expect(await typeOf(["word/document.xml"])).toBeNull();
  expect(await typeOf(["index.html", "app.exe"])).toBeNull();
});
