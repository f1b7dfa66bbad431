import { createRateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";

/**
 * How many invitations a company may send (issue 51, item 1): each ORG_ADMIN 10 an hour, the
 * company 20 a day whatever its number of admins. Every attempt counts (a refused or silent one
 * too), so the allowance cannot be used to probe addresses either. Keyed by person and company, not
 * by client address: one office behind one address holds several companies.
 */
const perAdmin = createRateLimiter({ keyPrefix: "partner-invite-admin", points: 10, durationSeconds: 3600 });
const perCompany = createRateLimiter({ keyPrefix: "partner-invite-company", points: 20, durationSeconds: 86_400 });

export async function limitInvitations(adminId: string, companyId: number): Promise<RateLimitResult> {
  const admin = await perAdmin.consume(adminId);
  if (!admin.allowed) return admin;
  return perCompany.consume(String(companyId));
}
