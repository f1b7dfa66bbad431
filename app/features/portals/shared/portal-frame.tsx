import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { LanguageToggle } from "~/components/site/LanguageToggle";
import { Button } from "~/components/ui/Button";
import { focusRing } from "~/components/ui/focus-ring";
import { Skeleton } from "~/components/ui/Skeleton";
import { SkipLink } from "~/components/ui/SkipLink";
import { useOptionalUser } from "~/features/auth/use-user";

/**
 * A portal's top bar: the way home, the portal's name, who is signed in, the language toggle and
 * sign-out (a real form: it works without JavaScript). Every portal layout draws it.
 */
export function PortalHeader({ title }: { title: string }) {
  const { t } = useTranslation("portal");
  const user = useOptionalUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email;
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink>{t("frame.skip")}</SkipLink>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link to="/" className={`flex items-center gap-2 rounded-md ${focusRing}`} aria-label={t("frame.home")}>
            <img src="/images/logo.svg" width="32" height="32" alt="" />
          </Link>
          <p className="text-lg font-bold text-slate-900">{title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {name ? <p className="text-sm text-slate-700">{t("frame.signedInAs", { name })}</p> : null}
          <LanguageToggle />
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline" size="sm">
              {t("frame.signOut")}
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}

/** What a portal shows in place of the page while the next one loads. */
export function PortalPending() {
  const { t } = useTranslation("portal");
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("frame.loading")}</span>
      <Skeleton className="h-9 w-2/3 rounded" />
      <Skeleton className="mt-4 h-4 w-1/2 rounded" />
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
    </div>
  );
}
