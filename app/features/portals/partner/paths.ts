/** The enterprise partner portal (spec 001 §2) under /partner/portal. */
export const partnerPortalPath = "/partner/portal";
export const partnerDashboardPath = `${partnerPortalPath}/dashboard`;
