import { isCmsReachable } from "~/features/health/health.server";

/** 200 when the CMS is reachable, 503 otherwise (used by `npm start` and load balancers). */
export async function loader() {
  const cms = await isCmsReachable();
  return Response.json(
    { status: cms ? "ok" : "degraded", cms: cms ? "up" : "down" },
    { status: cms ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
