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
