// Issue 31: MailDev keeps every mail, live reset and verification links among them. They stay in
// the stack's private data folder (0700), never in a world-readable temporary folder.
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { expect, test } from "vitest";

test("the mail catcher keeps its mails in the data folder, readable only by its owner", async () => {
  const dataDir = process.env.TEST_DATA_DIR!;
  const subject = `privacy check ${Date.now()}`;
  await nodemailer
    .createTransport({ host: "127.0.0.1", port: Number(process.env.TEST_SMTP_PORT), ignoreTLS: true })
    .sendMail({ from: "no-reply@example.com", to: "someone@example.com", subject, text: "a reset link" });
  const folder = path.join(dataDir, "maildev");
  await expect
    .poll(() =>
      fs.readdirSync(folder).some((file) => file.endsWith(".eml") && fs.readFileSync(path.join(folder, file), "utf8").includes(subject)),
    )
    .toBe(true);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
});
