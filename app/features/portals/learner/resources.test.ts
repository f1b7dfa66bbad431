import { expect, test } from "vitest";
import { groupResources, safeHref, type ResourceItem } from "./resources";

const item = (id: number, track: string | null): ResourceItem => ({ id, title: `R${id}`, kind: "guide", href: null, track, summary: null });

test("absolute http and https addresses become links", () => {
  expect(safeHref("https://seed.example/a?b=1")).toBe("https://seed.example/a?b=1");
  expect(safeHref(" http://seed.example ")).toBe("http://seed.example/");
});

test.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "/relative", "//seed.example", "mailto:a@b.c", "", null, 3])(
  "anything else (%j) is no link",
  (bad) => {
    expect(safeHref(bad)).toBeNull();
  },
);

test("the learner's track comes first, then every track's, then the other tracks in catalogue order", () => {
  const groups = groupResources(
    [item(1, "ecommerce"), item(2, "martech"), item(3, null), item(4, "digital-marketing"), item(5, "martech")],
    "martech",
  );
  expect(groups.map((g) => [g.track, g.own, g.resources.map((r) => r.id)])).toEqual([
    ["martech", true, [2, 5]],
    [null, false, [3]],
    ["ecommerce", false, [1]],
    ["digital-marketing", false, [4]],
  ]);
});

test("without a track of their own, every track's resources come first", () => {
  expect(groupResources([item(1, "ecommerce"), item(2, null)], null).map((g) => g.track)).toEqual([null, "ecommerce"]);
  expect(groupResources([], "ecommerce")).toEqual([]);
});
