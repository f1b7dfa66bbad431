// Form submissions: the app's server stores them (visitors never write to Directus), content
// administrators read and tidy them.
/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin": {
    seed_cooperation_requests: { read: {}, update: {}, delete: {} },
    // update: unsubscribing an address on the person's behalf (the staff page's row menu, issue 25).
    seed_newsletter_subscribers: { read: {}, update: { fields: ["status", "unsubscribed_at"] }, delete: {} },
  },
  "seed-app-service": {
    seed_cooperation_requests: { create: {}, read: {}, update: {} },
    // update: confirming and unsubscribing through the links in the mails (issue 17).
    seed_newsletter_subscribers: { create: {}, read: {}, update: {} },
  },
};
