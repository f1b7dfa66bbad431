import type { NewsletterStatus } from "~/features/cms/schema";
import { isNewsletterStatus } from "./statuses";

/** The `?status=` of the staff page and its export; anything else (or none) means every address. */
export function statusFilter(request: Request): NewsletterStatus | null {
  const status = new URL(request.url).searchParams.get("status");
  return isNewsletterStatus(status) ? status : null;
}
