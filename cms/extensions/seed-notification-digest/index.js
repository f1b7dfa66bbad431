// The daily digest of notifications (issue 47, item 3; ADR 033): once a day, each person who chose
// `daily` gets one mail listing their unread notifications since the last one
// (../shared/notification-digest.mjs). SEED_NOTIFICATION_DIGEST is the schedule (cron, the server's
// time; by default midnight UTC, 07:00 in Vietnam). Tests make the digest now through the outbox's
// endpoint (`POST /seed-outbox/digest`), not by waiting for the schedule.
import { runNotificationDigest } from "../shared/notification-digest.mjs";

/** A person's last digest less than this long ago: none again (several processes, a restart). */
const ONE_A_DAY_MS = 20 * 3600_000;

export default ({ schedule }, { services, getSchema, database, env, logger }) => {
  schedule(String(env.SEED_NOTIFICATION_DIGEST ?? "0 0 * * *"), async () => {
    try {
      if (!(await database.schema.hasTable("seed_notifications"))) return;
      const { mailed } = await runNotificationDigest({ database, services, getSchema }, { minGapMs: ONE_A_DAY_MS });
      if (mailed) logger.info(`seed-notification-digest: ${mailed} digest(s) recorded in the outbox`);
    } catch (error) {
      logger.error(error, "seed-notification-digest: the digest failed");
    }
  });
};
