// The academy's programmes (issue 50): what the landing page offers and `/programs/:slug` shows, run by
// the content administrators on /staff/programs, and who registered from a programme's page. The slug
// is the id a link names (`/register?program=ecommerce`): today's programme ids are the slugs
// (migration 002). Words in the site language, with a translation per language where given (ADR 043).
// Row rules: cms/permissions/programs.mjs.
import { createdAt, id, integer, json, ref, string, text, toItem } from "./fields.mjs";

/** @type {import("./index.mjs").CollectionDeclaration[]} In creation order: a relation's target comes before it. */
export const collections = [
  {
    collection: "seed_programs",
    meta: { icon: "auto_stories", note: "The academy's programmes: the landing page's cards and /programs/:slug" },
    fields: [
      id,
      string("slug", { is_nullable: false, is_unique: true }),
      string("name", { is_nullable: false }),
      text("summary"),
      // How long it runs, as people say it ("12 weeks, part-time"): words, not a number.
      string("duration"),
      // The tracks it teaches (keys: ecommerce, digital-marketing, martech).
      json("tracks"),
      // In Vietnamese đồng; none: free.
      integer("price"),
      { field: "open", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: true } },
      // Its order on the landing page, smallest first.
      integer("sort"),
      // `{ vi: { name, summary, duration } … }`: a language without one shows the site language's words (ADR 043).
      json("translations"),
    ],
  },
  {
    collection: "seed_program_interests",
    meta: { icon: "how_to_reg", note: "Who registered from a programme's page (its address), once per programme and address" },
    fields: [id, ref("program"), string("email", { is_nullable: false }), createdAt],
    relations: [toItem("seed_program_interests", "program", "seed_programs")],
  },
];
