import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { notificationFromTitle } from "../../../cms/migrations/notifications.mjs";
import { supportedLanguages } from "~/features/i18n/locales";
import { isNotificationKind, notificationKinds, notificationsPathFor, notificationType, safeLink } from "./kinds";

const person = (roleName: string) => ({ id: "u", email: "a@b.c", firstName: null, lastName: null, roleName });

test("a link is a path of this app, or none", () => {
  expect(safeLink("/student/portal/community#messages")).toBe("/student/portal/community#messages");
  for (const bad of [
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/a b",
    "",
    null,
    3,
    `/${"a".repeat(600)}`,
  ])
    expect(safeLink(bad), String(bad)).toBeNull();
});

test("each person's list is in their own area", () => {
  expect(notificationsPathFor(person("seed-user"))).toBe("/student/portal/notifications");
  expect(notificationsPathFor(person("seed-faculty"))).toBe("/teacher/portal/notifications");
  expect(notificationsPathFor(person("seed-partner"))).toBe("/partner/portal/notifications");
  for (const staff of ["seed-edit-post", "seed-admin", "Administrator"])
    expect(notificationsPathFor(person(staff))).toBe("/staff/notifications");
  expect(notificationsPathFor(person("seed-app-service"))).toBeNull();
  expect(notificationsPathFor(null)).toBeNull();
});

test("a kind's badge", () => {
  expect(notificationType("message")).toBe("message");
  expect(notificationType("ticket.answered")).toBe("ticket");
  expect(notificationType("badge.firstInterview")).toBe("badge");
  expect(notificationType("resources.new")).toBe("info");
  expect(isNotificationKind("message")).toBe(true);
  expect(isNotificationKind("kinds.message")).toBe(false);
});

test("migration 001 knows the former sample titles; any other title stays as it was", () => {
  expect(notificationFromTitle("Campaign brief due in 5 days")).toEqual({
    kind: "deadline",
    params: { what: "Campaign brief", count: 5 },
    link: "/student/portal/learning/projects",
  });
  expect(notificationFromTitle("Badge earned: first interview done").kind).toBe("badge.firstInterview");
  expect(notificationFromTitle("Something else")).toEqual({ kind: "text", params: { text: "Something else" }, link: null });
});

test("every kind has its words in every language, and a kind the migration makes is a kind", () => {
  for (const language of supportedLanguages) {
    const words = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../locales/${language}/notifications.json`), "utf8"));
    for (const kind of [...notificationKinds, "other"]) {
      const node = kind.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], words.kinds);
      const plural = words.kinds[`${kind}_other`];
      expect(typeof node === "string" || typeof plural === "string", `${language}: kinds.${kind}`).toBe(true);
    }
  }
  for (const title of ["Badge earned: first interview done", "Campaign brief due in 5 days", "New resources in your track", "x"])
    expect(isNotificationKind(notificationFromTitle(title).kind)).toBe(true);
});
