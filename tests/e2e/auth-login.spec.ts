import { accounts } from "../support/accounts";
import { expect, setLanguage, test } from "./fixtures";

const { editor, learner } = accounts;

test.use({ language: "en" });

test("a wrong password says 'Invalid email or password' and keeps the email", { tag: "@js-off" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(learner.email);
  await page.getByLabel("Password", { exact: true }).fill("WrongPassword#1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(learner.email);
  // The server never sends a password back (with JavaScript the browser keeps what was typed).
  if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
});

const validationCases = [
  {
    language: "vi",
    email: "not-an-email",
    password: "short",
    labels: { password: "Mật khẩu", submit: "Đăng nhập" },
    messages: ["Vui lòng nhập địa chỉ email hợp lệ.", "Mật khẩu phải có ít nhất 8 ký tự."],
  },
  {
    language: "en",
    email: "a@b",
    password: "1234567",
    labels: { password: "Password", submit: "Sign in" },
    messages: ["Please enter a valid email address.", "Password must be at least 8 characters."],
  },
] as const;

test("sign-in validation messages in English and Vietnamese", { tag: "@js-off" }, async ({ page, context }) => {
  for (const { language, email, password, labels, messages } of validationCases) {
    await setLanguage(context, language);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(labels.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: labels.submit, exact: true }).click();
    for (const message of messages) await expect(page.getByText(message)).toBeVisible();
  }
});

test(
  "sign in returns to the requested page, then the sign-in page says you are signed in, and log out signs out and clears the site's storage",
  { tag: "@js-off" },
  async ({ page, context }) => {
    await page.goto("/login?redirectTo=%2Fnowhere-yet%3Fx%3D1");
    await page.getByLabel("Email").fill(learner.email);
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/nowhere-yet\?x=1$/);

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "__Host-seed_session");
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600); // "Remember me": persistent

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "You're already signed in" })).toBeVisible();
    await expect(page.getByText(learner.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" }).last()).toHaveAttribute("href", "/");
    // What the site kept in the browser (an editor's unsaved draft) goes with the session (issue 51).
    await page.evaluate(() => localStorage.setItem("seed-editor:probe", "an unsaved draft"));
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === "__Host-seed_session")).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("seed-editor:probe"))).toBeNull();
    // The language is a cookie: it stays.
    expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("en");

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  },
);

test("a redirect to another site after sign-in is refused", { tag: "@js-off" }, async ({ page }) => {
  await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(learner.email);
  await page.getByLabel("Password", { exact: true }).fill(learner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test("social sign-in is a placeholder", { tag: "@js-off" }, async ({ page, javaScriptEnabled }) => {
  await page.goto("/login");
  if (javaScriptEnabled) {
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Google" }).click();
    await expect.poll(() => messages).toEqual(["Signing in with Google isn't available yet. Please use your email and password."]);
    await expect(page).toHaveURL(/\/login$/);
  } else {
    await page.getByRole("link", { name: "GitHub" }).click();
    await expect(page.getByRole("status")).toContainText("Signing in with GitHub isn't available yet");
  }
});

test("'Start Now' → /portal: signed out it asks to sign in, then continues to the user's place", { tag: "@js-off" }, async ({ page }) => {
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal$/);
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password", { exact: true }).fill(editor.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
});

test("a learner opening an editors-only action gets the 403 page with a way home", async ({ page, signInAs, baseURL }) => {
  await signInAs("learner");
  const response = await page.request.post("/news", { form: { intent: "create-draft" }, headers: { Origin: new URL(baseURL!).origin } });
  expect(response.status()).toBe(403);
});

test(
  "signed in with the wrong account: log out from the sign-in page and continue as another user",
  { tag: "@js-off" },
  async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(learner.email);
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The 403 page's "Sign in with another account" link.
    await page.goto("/login?redirectTo=%2Fportal");
    await expect(page.getByRole("heading", { name: "You're already signed in" })).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal$/);
    await page.getByLabel("Email").fill(editor.email);
    await page.getByLabel("Password", { exact: true }).fill(editor.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/staff$/);
  },
);
