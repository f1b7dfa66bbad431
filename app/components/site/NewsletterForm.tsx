import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { NewsletterReply } from "~/features/newsletter/newsletter-schema";
import { Button } from "~/components/ui/Button";
import { Honeypot } from "~/components/ui/Honeypot";
import { Input } from "~/components/ui/Input";
import { readReply, useResetOnSuccess, useSubmitPending } from "~/components/ui/server-form";
import { useReturnPath } from "./LanguageToggle";

/**
 * The email subscribe box (footer, /news). Posts to the /newsletter action: in place through a
 * fetcher with JavaScript, as a normal page visit without it.
 */
export function NewsletterForm({
  tone = "dark",
  serverResult,
}: {
  tone?: "dark" | "light";
  /** The /newsletter page passes its action data, for the JavaScript-off round trip. */
  serverResult?: NewsletterReply;
}) {
  const { t } = useTranslation("site");
  const fetcher = useFetcher<NewsletterReply>();
  const id = useId();
  const returnPath = useReturnPath();
  const { pending, onSubmit } = useSubmitPending(fetcher);
  const reply = pending ? undefined : (fetcher.data ?? serverResult);
  const success = reply?.subscribed === true;
  const { value } = readReply(reply);
  // The action sends the answer's text (ADR 012).
  const error = reply && !success ? reply.message : null;
  const formRef = useResetOnSuccess(success);
  const emailId = `newsletter-${id}-email`;
  const errorId = `${emailId}-error`;
  const dark = tone === "dark";
  return (
    <fetcher.Form ref={formRef} onSubmit={onSubmit} method="post" action="/newsletter" noValidate className="flex flex-col gap-2">
      <label htmlFor={emailId} className={`text-sm font-medium ${dark ? "text-slate-200" : "text-slate-800"}`}>
        {t("newsletter.emailLabel")}
      </label>
      <div className="flex gap-2">
        <Input
          id={emailId}
          name="email"
          type="email"
          defaultValue={success ? undefined : value("email")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
          autoComplete="email"
          placeholder="you@example.com"
          onDark={dark}
          className="min-w-0 flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          onDark={dark}
          pending={pending}
          pendingLabel={t("newsletter.pending")}
          className="shrink-0"
        >
          {t("newsletter.submit")}
        </Button>
      </div>
      <input type="hidden" name="redirectTo" value={returnPath} />
      <Honeypot />
      <div aria-live="polite" className="min-h-5 text-sm">
        {success ? (
          <>
            <p className={dark ? "font-semibold text-emerald-300" : "font-semibold text-emerald-700"}>{reply.message}</p>
            {/* Double opt-in (issue 17): the address counts once the link in the mail is opened. */}
            {reply.note ? <p className={dark ? "text-slate-200" : "text-slate-700"}>{reply.note}</p> : null}
          </>
        ) : error ? (
          <p id={errorId} className={dark ? "font-semibold text-orange-200" : "font-semibold text-red-700"}>
            {error}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
