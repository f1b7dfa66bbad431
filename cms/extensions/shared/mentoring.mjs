// Mentor 1:1 bookings (issue 49, item 5), declared once for the app (the learner's mentor page) and
// the Directus hook (cms/extensions/seed-teaching-rules) that holds the same rule for every token.
// Plain JavaScript with no imports: a hook can import only what is copied with it.

/** A learner holds at most this many bookings of slots still to come. */
export const maxFutureBookings = 3;
