// Field shapes shared by the domain declarations (Directus' POST /fields body: field, type, meta, schema).
export const id = {
  field: "id",
  type: "integer",
  meta: { hidden: true, readonly: true },
  schema: { is_primary_key: true, has_auto_increment: true },
};
export const createdAt = { field: "created_at", type: "timestamp", meta: { special: ["date-created"], readonly: true }, schema: {} };
export const updatedAt = {
  field: "updated_at",
  type: "timestamp",
  meta: { special: ["date-updated"], readonly: true },
  schema: { is_nullable: true },
};
export const string = (field, extra = {}) => ({ field, type: "string", meta: {}, schema: { is_nullable: true, ...extra } });
export const text = (field, extra = {}) => ({ field, type: "text", meta: {}, schema: { is_nullable: true, ...extra } });
export const integer = (field, extra = {}) => ({ field, type: "integer", meta: {}, schema: { is_nullable: true, ...extra } });
export const float = (field, extra = {}) => ({ field, type: "float", meta: {}, schema: { is_nullable: true, ...extra } });
export const json = (field) => ({ field, type: "json", meta: { special: ["cast-json"] }, schema: { is_nullable: true } });
/** A moment (timestamp), nullable unless told. */
export const moment = (field, nullable = true) => ({ field, type: "timestamp", meta: {}, schema: { is_nullable: nullable } });
/** A calendar day (date), nullable unless told. */
export const day = (field, extra = {}) => ({ field, type: "date", meta: {}, schema: { is_nullable: true, ...extra } });
/** The reverse (one-to-many) side of a relation: no column, the rows that point here. */
export const alias = (field) => ({ field, type: "alias", meta: { special: ["o2m"], interface: "list-o2m" }, schema: null });

/**
 * A person (directus_users), kept when set; `nullable` for rows that may have none (an open mentor
 * slot). Indexed: every row rule and most reads filter on it ("my grades", "this class' learners"),
 * and without an index each such read scans the table (issue 52: a large academy's 100,000 grades).
 */
export const user = (field, { nullable = false } = {}) => ({
  field,
  type: "uuid",
  meta: { special: ["m2o"], interface: "select-dropdown-m2o" },
  schema: { is_nullable: nullable, is_indexed: true },
});
/** A row of another collection of the same domain (integer id). */
export const ref = (field, { nullable = false } = {}) => ({
  field,
  type: "integer",
  meta: { special: ["m2o"] },
  // Indexed, as a person is: reads and row rules go through it (a class' items, a job's applications).
  schema: { is_nullable: nullable, is_indexed: true },
});

// Relations (Directus' POST /relations body) for the fields above.
/** `collection.field` points at a person; `oneField` names the reverse side on directus_users, if any. */
export const toUser = (collection, field, { onDelete = "CASCADE", oneField = null } = {}) => ({
  collection,
  field,
  related_collection: "directus_users",
  schema: { on_delete: onDelete },
  meta: { one_field: oneField },
});
/** `collection.field` points at a row of `related`; its rows go with it. */
export const toItem = (collection, field, related, oneField = null) => ({
  collection,
  field,
  related_collection: related,
  schema: { on_delete: "CASCADE" },
  meta: { one_field: oneField },
});
