// Sample rows' moments, relative to the day the seed runs, so a fresh stack always has past and coming rows.

const dayMs = 24 * 60 * 60 * 1000;

/** `days` from now (negative: ago) at `hour`:00 UTC, as an ISO timestamp. */
export const at = (days, hour = 9) => {
  const d = new Date(Date.now() + days * dayMs);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/** `days` from now as a date (YYYY-MM-DD). */
export const dateOnly = (days) => at(days).slice(0, 10);
