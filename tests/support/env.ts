/** The URLs and tokens of the test stack that scripts/test.mjs started (see scripts/test-stack.mjs). */
function required(name: string) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\`, which starts the test stack`);
  return value;
}

export const testEnv = {
  get appUrl() {
    return required("TEST_APP_URL");
  },
  get directusUrl() {
    return required("TEST_DIRECTUS_URL");
  },
  get maildevUrl() {
    return required("TEST_MAILDEV_URL");
  },
  get adminToken() {
    return required("TEST_ADMIN_TOKEN");
  },
};

/** A call to the test Directus with the admin token (for arranging and checking data). */
export async function directusAdmin<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${testEnv.adminToken}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Directus ${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** Deletes every row of `collection` that the Directus `filter` matches (none is fine): test data cleared away. */
export const deleteWhere = (collection: string, filter: object) => deleteMatching(`/items/${collection}`, filter);

/** Deletes every user the Directus `filter` matches (none is fine): test accounts cleared away. */
export const deleteUsersWhere = (filter: object) => deleteMatching("/users", filter);

/** Deletes the courses whose code starts with `prefix`, with their classes and those classes' enrolments. */
export async function deleteCoursesCoded(prefix: string) {
  const courses = await directusAdmin<{ id: number }[]>("GET", `/items/seed_courses?filter[code][_starts_with]=${prefix}&fields=id`);
  const ids = courses.map((course) => course.id);
  if (!ids.length) return;
  await deleteWhere("seed_enrolments", { class: { course: { _in: ids } } });
  await deleteWhere("seed_classes", { course: { _in: ids } });
  await deleteWhere("seed_courses", { id: { _in: ids } });
}

async function deleteMatching(path: string, filter: object) {
  const query = `fields=id&limit=-1&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const rows = await directusAdmin<{ id: number | string }[]>("GET", `${path}?${query}`);
  if (rows.length)
    await directusAdmin(
      "DELETE",
      path,
      rows.map((row) => row.id),
    );
}
