// What the endpoint extensions for the app's service account share. Not an extension itself (no
// package.json: Directus skips the folder); each extension imports it by its relative path.

/** The role of the app's service account (cms/roles). */
export const SERVICE_ROLE = "seed-app-service";

/** Whether the request comes from the app's service account (or a Directus administrator). */
export async function isServiceAccount(database, accountability) {
  if (!accountability?.user) return false;
  if (accountability.admin) return true;
  const role = accountability.role ? await database("directus_roles").select("name").where({ id: accountability.role }).first() : null;
  return role?.name === SERVICE_ROLE;
}

/**
 * `route(path, handle)`: a POST endpoint for the service account only (anyone else: 403) that
 * answers `{ data }` with what `handle(body)` returns; `onError(error, path, res)` answers a failure.
 */
export function serviceRoutes(router, database, onError) {
  return (path, handle) =>
    router.post(path, async (req, res) => {
      try {
        if (!(await isServiceAccount(database, req.accountability))) return res.status(403).json({ errors: [{ message: "Forbidden" }] });
        res.json({ data: await handle(req.body ?? {}) });
      } catch (error) {
        onError(error, path, res);
      }
    });
}
