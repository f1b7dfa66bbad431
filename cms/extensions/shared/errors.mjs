// The errors our hooks throw, as Directus answers them (its own status, code and message).

/** Extensions are copied next to Directus and cannot import @directus/errors: its errors are duck-typed by name. */
export class DirectusError extends Error {
  name = "DirectusError";
  constructor(code, message, status) {
    super(message);
    this.code = code;
    this.status = status;
    this.extensions = {};
  }
}

/** Directus' own 403: says nothing about what exists. */
export const forbidden = () => new DirectusError("FORBIDDEN", "You don't have permission to access this.", 403);

/** A 400 naming what is wrong with the payload. */
export const invalid = (reason) => new DirectusError("INVALID_PAYLOAD", `Invalid payload. ${reason}.`, 400);
