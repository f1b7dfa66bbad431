import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { requireUser } from "./guards.server";

function signInRedirectFor(url: string) {
  try {
    requireUser(new Request(url), new RouterContextProvider());
  } catch (thrown) {
    return (thrown as Response).headers.get("Location");
  }
  throw new Error("requireUser let a signed-out request through");
}

test("signed out, a page sends you to sign in and back to it", () => {
  expect(signInRedirectFor("http://localhost/staff/requests?page=2")).toBe("/login?redirectTo=%2Fstaff%2Frequests%3Fpage%3D2");
});

test("signed out, a JavaScript navigation's data request comes back to the page, not to its data", () => {
  expect(signInRedirectFor("http://localhost/staff/requests.data?_routes=routes%2Fstaff%2Frequests")).toBe(
    "/login?redirectTo=%2Fstaff%2Frequests",
  );
  expect(signInRedirectFor("http://localhost/portal.data")).toBe("/login?redirectTo=%2Fportal");
  expect(signInRedirectFor("http://localhost/news.data?page=2")).toBe("/login?redirectTo=%2Fnews%3Fpage%3D2");
  expect(signInRedirectFor("http://localhost/_.data?index")).toBe("/login?redirectTo=%2F%3Findex");
});
