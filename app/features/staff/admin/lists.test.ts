import { expect, test } from "vitest";
import { toCsv } from "~/features/newsletter/csv";
import { enrolmentCsvHeader, enrolmentCsvRow } from "../structure/enrolments-csv";
import { learnerCsvHeader, learnerCsvRow, parseCsv, readLearnerCsv } from "./learner-csv";
import { clampUsersPageSize, displayName, initials, isSuspended, usersErrorText } from "./lists";
import { learnersFilter, pageWithin } from "./tables.server";
import { parseAdminQuery } from "./query.server";

test("the users page size is clamped between 1 and 500 (the page asks 1000)", () => {
  expect(clampUsersPageSize(1000)).toBe(500);
  expect(clampUsersPageSize(0)).toBe(1);
  expect(clampUsersPageSize(-5)).toBe(1);
  expect(clampUsersPageSize(42.7)).toBe(42);
  expect(clampUsersPageSize(Number.NaN)).toBe(500);
});

test("the users error: first error message, else message, else status text, else the default", () => {
  expect(usersErrorText({ errors: [{ message: "Forbidden" }, { message: "second" }], message: "m", response: { statusText: "s" } })).toBe(
    "Forbidden",
  );
  expect(usersErrorText({ error: { message: "inner" }, message: "outer" })).toBe("inner");
  expect(usersErrorText({ message: "fetch failed", response: { statusText: "Bad Gateway" } })).toBe("fetch failed");
  expect(usersErrorText({ response: { statusText: "Bad Gateway" } })).toBe("Bad Gateway");
  expect(usersErrorText({})).toBe("Failed to load seed users.");
  expect(usersErrorText(null)).toBe("Failed to load seed users.");
});

test("a filter's every word must be in a name or the address; a word of the role's name filters nothing; pages past the end show the last", () => {
  expect(learnersFilter("role-id", "  ")).toEqual({ _and: [{ role: { _eq: "role-id" } }] });
  const filter = learnersFilter("role-id", "Test Learner seed");
  expect(filter._and).toHaveLength(3);
  expect(filter._and[2]).toEqual({
    _or: [{ first_name: { _icontains: "Learner" } }, { last_name: { _icontains: "Learner" } }, { email: { _icontains: "Learner" } }],
  });
  expect(pageWithin(3, 45, 20)).toEqual({ page: 3, pages: 3 });
  expect(pageWithin(9, 45, 20)).toEqual({ page: 3, pages: 3 });
  expect(pageWithin(1, 0, 20)).toEqual({ page: 1, pages: 1 });
});

test("the URL's filters and pages: a page that is not a whole number from 1 is refused", () => {
  expect(parseAdminQuery(new URLSearchParams("q=Post&upage=2")).data).toEqual({ q: "Post", uq: "", page: 1, upage: 2 });
  expect(parseAdminQuery(new URLSearchParams("page=")).success).toBe(true);
  for (const bad of ["page=0", "page=x", "upage=1.5", "page=-1"]) expect(parseAdminQuery(new URLSearchParams(bad)).success).toBe(false);
});

test("names: full name, else email, else unknown; initials from first and last name; suspended or blocked", () => {
  expect(displayName({ first_name: "An", last_name: "Phạm", email: "a@x" })).toBe("An Phạm");
  expect(displayName({ first_name: null, last_name: " ", email: "a@x" })).toBe("a@x");
  expect(displayName({ first_name: null, last_name: null, email: null })).toBeNull();
  expect(initials({ first_name: "an", last_name: "phạm" })).toBe("AP");
  expect(initials({ first_name: null, last_name: null })).toBeNull();
  expect(isSuspended("blocked") && isSuspended("suspended") && !isSuspended("active")).toBe(true);
});

test("the learners file: the export's rows are what the import reads", () => {
  const csv = toCsv([learnerCsvHeader, learnerCsvRow({ email: "a@example.com", first_name: "Lan", last_name: "=Nguyễn" })]);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain(`"email","first_name","last_name","cohort"\r\n"a@example.com","Lan","'=Nguyễn",""`);
});

const encode = (text: string) => new TextEncoder().encode(text);

test("an exported file reads back as the same rows; bad and repeated rows are named, nothing else", () => {
  const csv = toCsv([
    learnerCsvHeader,
    learnerCsvRow({ email: "lan@example.com", first_name: "Lan", last_name: "Nguyễn, Thị", cohort: "K01-2024" }),
    learnerCsvRow({ email: "not-an-address", first_name: "X", last_name: "Y" }),
    learnerCsvRow({ email: "LAN@example.com", first_name: "Again", last_name: "" }),
    learnerCsvRow({ email: "binh@example.com", first_name: "Bình", last_name: "Lê", cohort: "K99" }),
  ]);
  const read = readLearnerCsv(encode(csv), new Set(["K01-2024"]));
  expect(read).toEqual({
    ok: true,
    rows: [
      { line: 2, email: "lan@example.com", first_name: "Lan", last_name: "Nguyễn, Thị", cohort: "K01-2024", problem: null },
      { line: 3, email: "not-an-address", first_name: "X", last_name: "Y", cohort: "", problem: "email" },
      { line: 4, email: "lan@example.com", first_name: "Again", last_name: "", cohort: "", problem: "repeated" },
      { line: 5, email: "binh@example.com", first_name: "Bình", last_name: "Lê", cohort: "K99", problem: "cohort" },
    ],
  });
});

test("the enrolments export reads back as one row a learner: a line that says the same learner again is left out, one that differs is named", () => {
  const lan = { email: "lan@example.com", firstName: "Lan", lastName: "Nguyễn", cohort: "K01-2024", status: "active", enrolledAt: null };
  const csv = toCsv([
    enrolmentCsvHeader,
    enrolmentCsvRow({ ...lan, courseCode: "MKT101", course: "Marketing", classId: 1 }),
    enrolmentCsvRow({ ...lan, courseCode: "ADS201", course: "Ads", classId: 2 }),
    enrolmentCsvRow({ ...lan, firstName: "Lan Anh", courseCode: "SEO301", course: "SEO", classId: 3 }),
  ]);
  const read = readLearnerCsv(encode(csv), new Set(["K01-2024"]));
  expect(read.ok && read.rows.map((row) => [row.line, row.first_name, row.problem])).toEqual([
    [2, "Lan", null],
    [4, "Lan Anh", "repeated"],
  ]);
});

test("a row whose name holds control or format characters is named as such, not read as a good row (issue 51, item 11)", () => {
  const csv = toCsv([
    learnerCsvHeader,
    learnerCsvRow({ email: "a@example.com", first_name: "Lan\u202egnp.exe", last_name: "Nguyễn" }),
    learnerCsvRow({ email: "b@example.com", first_name: "Bình", last_name: "L\u200dê" }),
    learnerCsvRow({ email: "c@example.com", first_name: "Chi\u0007", last_name: "" }),
    learnerCsvRow({ email: "d@example.com", first_name: "Dũng", last_name: "Trần" }),
  ]);
  const read = readLearnerCsv(encode(csv), new Set());
  expect(read.ok && read.rows.map((row) => [row.email, row.problem])).toEqual([
    ["a@example.com", "nameCharacters"],
    ["b@example.com", "nameCharacters"],
    ["c@example.com", "nameCharacters"],
    ["d@example.com", null],
  ]);
});

test("a file that cannot be read says why: empty, not UTF-8, too large, no header, an open quote", () => {
  const none = new Set<string>();
  expect(readLearnerCsv(new Uint8Array(), none)).toEqual({ ok: false, problem: "empty" });
  expect(readLearnerCsv(encode("email,first_name,last_name\r\n"), none)).toEqual({ ok: false, problem: "empty" });
  expect(readLearnerCsv(new Uint8Array([0x65, 0xff, 0xfe, 0x0a]), none)).toEqual({ ok: false, problem: "notUtf8" });
  expect(readLearnerCsv(new Uint8Array(1024 * 1024 + 1), none)).toEqual({ ok: false, problem: "tooLarge" });
  expect(readLearnerCsv(encode("mail,name\na@b.co,x"), none)).toEqual({ ok: false, problem: "header" });
  expect(readLearnerCsv(encode('email,first_name,last_name\n"a@b.co,x,y'), none)).toEqual({ ok: false, problem: "badQuotes" });
  expect(parseCsv('a,"b ""c""",\r\n\r\nd')).toEqual([["a", 'b "c"', ""], ["d"]]);
});
