import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/LinkButton";

const providers = [
  { id: "google", name: "Google", mark: "G" },
  { id: "github", name: "GitHub", mark: "⌥" },
] as const;

/**
 * Google/GitHub sign-in are placeholders (spec 000 §2): an alert with JavaScript; without it, the
 * link reloads the page with `?social=…` and the page shows the same notice (socialNotice).
 */
export function SocialButtons() {
  const { t } = useTranslation("auth");
  return (
    <div className="grid grid-cols-2 gap-3">
      {providers.map((provider) => (
        <LinkButton
          key={provider.id}
          to={`?social=${provider.id}`}
          preventScrollReset
          replace
          onClick={(event) => {
            event.preventDefault();
            window.alert(t("social.unavailable", { provider: provider.name }));
          }}
          variant="outline"
          size="sm"
        >
          <span aria-hidden="true" className="font-bold">
            {provider.mark}
          </span>
          {t("social.continueWith", { provider: provider.name })}
        </LinkButton>
      ))}
    </div>
  );
}

/** The "or" line between the social buttons and the email form. */
export function OrDivider() {
  const { t } = useTranslation("auth");
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {t("social.or")}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** The provider named by `?social=google|github` (the JavaScript-off path of SocialButtons). */
export function socialNotice(url: URL) {
  const social = url.searchParams.get("social");
  return social === "google" ? "Google" : social === "github" ? "GitHub" : null;
}
