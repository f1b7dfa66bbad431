// The reads a page needs, in one request (issue 23, docs/decisions/023-render-path.md):
//
//   POST /seed-read-at-once  { reads: { <name>: { collection, query: { fields, filter?, sort?, limit?, offset?, search? } } } }
//        → { data: { <name>: rows } }
//
// Each read runs through the items service with the caller's own accountability, exactly as
// GET /items/<collection> would (same row rules, same field permissions, same answer shape); one
// refused read refuses the whole request, with its status. A dashboard's seven reads then cost
// Directus one request's fixed work (token check, accountability, middleware, logging) instead of
// seven, and the app one fetch. Directus' own GraphQL endpoint does the same, but builds a schema
// per person on their first request (100 ms or more) and keeps one per person in memory.
const MAX_READS = 20;

export default {
  id: "seed-read-at-once",
  handler: (router, { services, getSchema, env, logger }) => {
    const defaultLimit = Number(env.QUERY_LIMIT_DEFAULT ?? 100);

    /** The query as REST's query parser would leave it; dynamic variables ($CURRENT_USER…) are not taken. */
    function queryOf(query) {
      if (!query || typeof query !== "object" || !Array.isArray(query.fields) || query.fields.some((f) => typeof f !== "string"))
        throw badRequest("each read names its fields");
      if (JSON.stringify(query.filter ?? null).includes('"$')) throw badRequest("filters take literal values");
      const out = { fields: query.fields, limit: Number.isInteger(query.limit) ? query.limit : defaultLimit };
      if (query.filter) out.filter = query.filter;
      if (query.sort) out.sort = Array.isArray(query.sort) ? query.sort : [query.sort];
      if (Number.isInteger(query.offset)) out.offset = query.offset;
      if (typeof query.search === "string") out.search = query.search;
      return out;
    }

    router.post("/", async (req, res) => {
      try {
        const reads = Object.entries(req.body?.reads ?? {});
        if (reads.length === 0 || reads.length > MAX_READS) throw badRequest(`between 1 and ${MAX_READS} reads`);
        const schema = req.schema ?? (await getSchema());
        const answers = await Promise.all(
          reads.map(async ([name, read]) => {
            if (typeof read?.collection !== "string" || read.collection.startsWith("directus_"))
              throw badRequest(`${name}: not a collection of the app`);
            const items = new services.ItemsService(read.collection, { schema, accountability: req.accountability });
            return [name, await items.readByQuery(queryOf(read.query))];
          }),
        );
        res.json({ data: Object.fromEntries(answers) });
      } catch (error) {
        const status = Number(error?.status) >= 400 && Number(error?.status) < 600 ? Number(error.status) : 500;
        if (status === 500) logger.error(error, "seed-read-at-once failed");
        res.status(status).json({
          errors: [
            {
              message: status === 500 ? "Read error" : String(error?.message ?? "Refused"),
              extensions: { code: error?.code ?? "INTERNAL_SERVER_ERROR" },
            },
          ],
        });
      }
    });
  },
};

function badRequest(message) {
  return Object.assign(new Error(message), { status: 400, code: "INVALID_QUERY" });
}
