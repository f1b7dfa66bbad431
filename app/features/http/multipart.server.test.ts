import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, readMultipart } from "./multipart.server";

/** A request whose body arrives in chunks of `size` bytes (boundaries split across chunks). */
async function chunkedRequest(form: FormData, size: number) {
  const encoded = new Request("http://x/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request("http://x/", {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    duplex: "half",
  } as RequestInit);
}

async function collect(request: Request, read: (name: string) => "text" | "bytes" | "skip" | "half" = () => "bytes") {
  const parts: { name: string; filename: string | null; type: string | null; value: string | number[] | null }[] = [];
  for await (const part of readMultipart(request)) {
    const how = read(part.name);
    let value: string | number[] | null = null;
    if (how === "text") value = await part.text();
    if (how === "bytes") {
      const all: number[] = [];
      for await (const chunk of part.body) all.push(...chunk);
      value = all;
    }
    if (how === "half") for await (const _chunk of part.body) break;
    parts.push({ name: part.name, filename: part.filename, type: part.contentType, value });
  }
  return parts;
}

const file = (bytes: number[], name: string, type = "image/png") => new File([Uint8Array.from(bytes)], name, { type });

describe("readMultipart", () => {
  const big = Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
  const form = () => {
    const f = new FormData();
    f.append("title", "Sân trường — “quote”");
    f.append("files", file(big, "a b.png"));
    f.append("files", file([13, 10, 45, 45], "crlf.png"));
    f.append("files", new File([], "empty.png"));
    f.append("note", "x");
    return f;
  };

  it.each([1, 3, 7, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 64, 100, 65_536])(
    "reads fields and files whatever the chunk size (%i bytes)",
    async (size) => {
      const parts = await collect(await chunkedRequest(form(), size), (name) => (name === "files" ? "bytes" : "text"));
      expect(parts.map((p) => [p.name, p.filename, p.type])).toEqual([
        ["title", null, null],
        ["files", "a b.png", "image/png"],
        ["files", "crlf.png", "image/png"],
        ["files", "empty.png", "application/octet-stream"],
        ["note", null, null],
      ]);
      expect(parts[0].value).toBe("Sân trường — “quote”");
      expect(parts[1].value).toEqual(big);
      expect(parts[2].value).toEqual([13, 10, 45, 45]);
      expect(parts[3].value).toEqual([]);
      expect(parts[4].value).toBe("x");
    },
  );

  it("skips bodies left unread or read halfway", async () => {
    const parts = await collect(await chunkedRequest(form(), 1000), (name) =>
      name === "files" ? "half" : name === "note" ? "text" : "skip",
    );
    expect(parts.at(-1)).toMatchObject({ name: "note", value: "x" });
  });

  it("refuses a body that is not multipart, ends early or has too many parts", async () => {
    const plain = new Request("http://x/", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expect(collect(plain)).rejects.toBeInstanceOf(MultipartError);
    const encoded = new Request("http://x/", { method: "POST", body: form() });
    const bytes = new Uint8Array(await encoded.arrayBuffer()).slice(0, 500);
    const cut = new Request("http://x/", {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": encoded.headers.get("Content-Type")! },
    });
    await expect(collect(cut)).rejects.toThrow(/ended/);
    const many = new FormData();
    for (let i = 0; i < 60; i++) many.append("f", String(i));
    await expect(collect(await chunkedRequest(many, 4096), () => "text")).rejects.toThrow(/Too many parts/);
  });

  it("reads the boundary, quoted or not", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("text/plain; boundary=abc")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
