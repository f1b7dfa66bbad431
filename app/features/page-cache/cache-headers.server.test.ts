import { describe, expect, it } from "vitest";
import { pageCacheHeaders, readerKeepHeader } from "./cache-headers.server";

const reader = { id: "u1", email: "e@example.com", firstName: null, lastName: null, roleName: "seed-user" };

describe("pageCacheHeaders", () => {
  it("keeps a signed-in reader's page only when the route asks by name (keepForReader), ADR 014", () => {
    expect(pageCacheHeaders(reader)).not.toHaveProperty(readerKeepHeader);
    expect(pageCacheHeaders(reader)["Cache-Control"]).toBe("private, no-store");
    expect(pageCacheHeaders(reader, { keepForReader: true })).toHaveProperty(readerKeepHeader, "10");
    // A fallback list or a failed read is kept by nobody, even when the route asks.
    expect(pageCacheHeaders(reader, { shared: false, keepForReader: true })).not.toHaveProperty(readerKeepHeader);
  });

  it("lets shared caches keep the signed-out page, never a fallback", () => {
    expect(pageCacheHeaders(null, { keepForReader: true })["Cache-Control"]).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(pageCacheHeaders(null, { shared: false })["Cache-Control"]).toBe("no-store");
    expect(pageCacheHeaders(null)).not.toHaveProperty(readerKeepHeader);
  });
});
