// What the faculty's coursework and project forms show again: the values typed (or stored) and the
// fields' errors, by field name, as their replies carry them.

export type Values = Record<string, unknown>;
export type Errors = Record<string, string[] | null | undefined>;

/** A field's text among `values`: "" unless it is a string. */
export const textOf = (values: Values, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/** A form's fields for `<Field>`: each one's id (`<prefix>-<name>`), what it shows and its errors. */
export const fieldsOf = (prefix: string, values: Values, errors: Errors) => (name: string) => ({
  id: `${prefix}-${name}`,
  name,
  initialValue: textOf(values, name),
  errors: errors[name] ?? undefined,
});
