import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stat, Stats } from "./Stat";

describe("Stat", () => {
  it("is a description list: each figure's label a <dt>, the figure and its hint <dd>s", () => {
    const html = renderToStaticMarkup(
      <Stats className="grid">
        <Stat label="Pass rate" value="82%" hint="Target 80%" />
        <Stat look="plain" label="Learners" value="12,000" />
      </Stats>,
    );
    expect(html).toBe(
      '<dl class="grid">' +
        '<div class="rounded-xl bg-slate-50 p-4"><dt class="text-sm text-slate-700">Pass rate</dt>' +
        '<dd class="text-2xl font-bold text-slate-900">82%</dd><dd class="order-3 text-sm text-slate-700">Target 80%</dd></div>' +
        '<div class="flex flex-col"><dt class="order-2 text-sm text-slate-700">Learners</dt>' +
        '<dd class="order-1 text-3xl font-bold text-primary">12,000</dd></div>' +
        "</dl>",
    );
  });

  it("lets a page size and colour its figure, keeping the look's order", () => {
    const html = renderToStaticMarkup(<Stat look="highlight" label="Hires" value="40" valueClassName="text-2xl text-slate-900" />);
    expect(html).toContain('<dd class="order-1 text-2xl text-slate-900">40</dd>');
  });
});
