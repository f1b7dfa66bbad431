/** Mentor 1:1 bookings (./mentoring.mjs), as the app reads them. */
export const maxFutureBookings: number;
