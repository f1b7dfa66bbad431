import { directusUrl } from "~/features/cms/directus.server";

/** True when Directus answers its health endpoint within the timeout. */
export async function isCmsReachable(timeoutMs = 2000) {
  try {
    const response = await fetch(`${directusUrl}/server/ping`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}
