import fs from "node:fs";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { collections, type CollectionDeclaration, type FieldDeclaration } from "../../../cms/schema/index.mjs";

// The collections are declared once for Directus (cms/schema/*.mjs) and typed once for the app
// (./schema.ts). This test reads both and fails when they drift apart: a field one side has and the
// other lacks, or a TypeScript type that cannot hold what the column stores.

type Kind = "number" | "string" | "boolean" | "null" | "unknown" | `ref:${string}`;

const source = ts.createSourceFile(
  "schema.ts",
  fs.readFileSync(new URL("./schema.ts", import.meta.url), "utf8"),
  ts.ScriptTarget.Latest,
  true,
);
const interfaces = new Map<string, ts.InterfaceDeclaration>();
const aliases = new Map<string, ts.TypeNode>();
for (const statement of source.statements) {
  if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
  if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
}

/** What values a TypeScript type admits, coarsely: number, string, null, a reference to an interface… */
function kinds(node: ts.TypeNode): Kind[] {
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(kinds);
  if (ts.isLiteralTypeNode(node)) {
    if (node.literal.kind === ts.SyntaxKind.NullKeyword) return ["null"];
    if (ts.isStringLiteral(node.literal)) return ["string"];
    if (ts.isNumericLiteral(node.literal)) return ["number"];
    return ["boolean"];
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText(source);
    const alias = aliases.get(name);
    return alias ? kinds(alias) : [`ref:${name}`];
  }
  switch (node.kind) {
    case ts.SyntaxKind.NumberKeyword:
      return ["number"];
    case ts.SyntaxKind.StringKeyword:
      return ["string"];
    case ts.SyntaxKind.BooleanKeyword:
      return ["boolean"];
    default:
      return ["unknown"];
  }
}

function properties(name: string) {
  const declaration = interfaces.get(name);
  if (!declaration) throw new Error(`schema.ts has no interface ${name}`);
  const result = new Map<string, Kind[]>();
  // An interface that extends another (the tickets' shared fields) has its fields too.
  for (const clause of declaration.heritageClauses ?? [])
    for (const base of clause.types) for (const [field, kind] of properties(base.expression.getText(source))) result.set(field, kind);
  for (const member of declaration.members) {
    if (ts.isPropertySignature(member) && member.type) result.set(member.name.getText(source), kinds(member.type));
  }
  return result;
}

/** `Schema` maps each collection to `Row[]`. */
const schemaRows = new Map(
  [...properties("Schema")].map(([collection]) => {
    const member = interfaces.get("Schema")!.members.find((m) => m.name?.getText(source) === collection) as ts.PropertySignature;
    const row = member.type && ts.isArrayTypeNode(member.type) ? member.type.elementType.getText(source) : "";
    return [collection, row];
  }),
);

const directusToTs: Record<string, Kind | "any"> = {
  integer: "number",
  bigInteger: "number",
  float: "number",
  decimal: "number",
  string: "string",
  text: "string",
  uuid: "string",
  hash: "string",
  timestamp: "string",
  dateTime: "string",
  date: "string",
  time: "string",
  boolean: "boolean",
  json: "any",
  // An alias (an o2m's list) has no column of its own.
  alias: "any",
};

/** Directus' own fields of its own collections, which the app reads and does not declare. */
const directusOwnFields: Record<string, string[]> = { directus_users: ["id", "first_name", "last_name", "email", "status"] };

const nullable = (field: FieldDeclaration) => field.schema.is_primary_key !== true && field.schema.is_nullable !== false;

function problems(collection: CollectionDeclaration) {
  const found: string[] = [];
  const typed = properties(schemaRows.get(collection.collection)!);
  const declared = new Map(collection.fields.map((f) => [f.field, f]));
  for (const name of typed.keys())
    if (!declared.has(name) && !(directusOwnFields[collection.collection] ?? []).includes(name))
      found.push(`${name}: typed but not declared`);
  for (const [name, field] of declared) {
    const type = typed.get(name);
    if (!type) {
      found.push(`${name}: declared but not typed`);
      continue;
    }
    const expected = directusToTs[field.type];
    if (!expected) {
      found.push(`${name}: no TypeScript mapping for Directus type ${field.type}`);
      continue;
    }
    if (expected === "any") continue;
    const related = collection.relations?.find((r) => r.field === name)?.related_collection;
    const relatedRow = related ? `ref:${schemaRows.get(related)}` : undefined;
    const values = type.filter((k) => k !== "null" && k !== relatedRow);
    if (values.length === 0 || values.some((k) => k !== expected)) found.push(`${name}: ${field.type} column typed ${type.join(" | ")}`);
    // A nullable column may be typed non-null where the app always sets it (created_at), but a
    // type that admits null must have a column that does.
    if (type.includes("null") && !nullable(field)) found.push(`${name}: typed nullable, column is NOT NULL`);
  }
  return found;
}

test("the app's Schema names exactly the declared collections", () => {
  expect([...schemaRows.keys()].sort()).toEqual(collections.map((c) => c.collection).sort());
});

describe.each(collections.map((c) => [c.collection, c] as const))("%s", (_name, collection) => {
  test("its TypeScript type and its declaration have the same fields, of compatible types", () => {
    expect(problems(collection)).toEqual([]);
  });
});

test("a drift between type and declaration is caught", () => {
  const meta = collections.find((c) => c.collection === "seed_post_meta")!;
  const drifted: CollectionDeclaration = {
    ...meta,
    fields: [
      ...meta.fields.filter((f) => !["excerpt", "featured", "cover_image_url"].includes(f.field)),
      { field: "featured", type: "string", meta: {}, schema: { is_nullable: false } },
      { field: "cover_image_url", type: "text", meta: {}, schema: { is_nullable: false } },
      { field: "subtitle", type: "string", meta: {}, schema: { is_nullable: true } },
    ],
  };
  expect(problems(drifted).sort()).toEqual([
    "cover_image_url: typed nullable, column is NOT NULL",
    "excerpt: typed but not declared",
    "featured: string column typed boolean",
    "subtitle: declared but not typed",
  ]);
});
