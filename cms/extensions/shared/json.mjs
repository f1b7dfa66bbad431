// JSON columns as the hooks read them.

/** A JSON column's value as SQLite (text) or PostgreSQL (parsed) gives it: parsed, or null when it is not JSON. */
export const parsedJson = (value) => {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
