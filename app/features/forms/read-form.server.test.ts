import { expect, test } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/login", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

async function statusOf(request: Request) {
  try {
    await readForm(request);
    return 200;
  } catch (error) {
    // A thrown `data()` becomes the route's error response with this status.
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

test("a urlencoded form is read", async () => {
  const form = await readForm(post("email=a%40example.com", "application/x-www-form-urlencoded"));
  expect(form.get("email")).toBe("a@example.com");
});

test("JSON, plain text and a missing type are 415, a broken multipart body is 400", async () => {
  expect(await statusOf(post('{"email":"x"}', "application/json"))).toBe(415);
  expect(await statusOf(post("email=x", "text/plain"))).toBe(415);
  expect(await statusOf(post(null))).toBe(415);
  expect(await statusOf(post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', "multipart/form-data"))).toBe(400);
  expect(await statusOf(post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', "multipart/form-data; boundary=x"))).toBe(400);
});
