import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { Avatar } from "~/components/ui/Avatar";
import { Badge } from "~/components/ui/Badge";
import { focusRing } from "~/components/ui/focus-ring";
import { Notice } from "~/components/ui/Notice";
import { userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { learnerSectionHref, learnerSections } from "~/features/portals/learner/sections";
import { readOwnProfile } from "~/features/portals/shared/profile.server";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Seed Academy"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The learner's dashboard: their own profile, read with their own token, and the portal's sections.
 * It shows nothing but the reader's own account, so it is kept for that same reader for 10 s like
 * their other pages (ADR 014); a failed read is not kept.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const title = t("portal:learner.title");
  const translations = translationsFor(context, { portal: ["dashboard"] });
  try {
    const profile = await readOwnProfile(context.get(directusContext));
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ") || null;
    // The role's label in the reader's language; a role without one shows its own name.
    const roleLabel = profile.roleName ? t(`portal:roles.${profile.roleName}`, { defaultValue: profile.roleName }) : null;
    return data(
      { title, translations, profile: { name, email: profile.email, roleLabel } },
      { headers: pageCacheHeaders(context.get(userContext)) },
    );
  } catch (error) {
    console.error("Learner portal: could not read the profile:", error);
    return data(
      { title, translations, profile: null },
      { status: 503, headers: pageCacheHeaders(context.get(userContext), { shared: false }) },
    );
  }
}

export default function LearnerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { profile } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">
        {profile?.name ? t("dashboard.welcome", { name: profile.name }) : t("dashboard.welcomeNoName")}
      </h1>
      <p className="mt-2 text-slate-700">{t("dashboard.intro")}</p>

      <Panel id="profile" title={t("dashboard.profileTitle")}>
        {profile ? (
          <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
            <Avatar name={profile.name ?? profile.email} size="lg" />
            <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              <dt className="text-sm font-semibold text-slate-600">{t("dashboard.name")}</dt>
              <dd className="text-slate-900">{profile.name ?? t("dashboard.noName")}</dd>
              <dt className="text-sm font-semibold text-slate-600">{t("dashboard.email")}</dt>
              <dd className="break-all text-slate-900">{profile.email}</dd>
              <dt className="text-sm font-semibold text-slate-600">{t("dashboard.role")}</dt>
              <dd>{profile.roleLabel ? <Badge tone="primary">{profile.roleLabel}</Badge> : null}</dd>
            </dl>
          </div>
        ) : (
          <Notice tone="error" className="mt-4">
            {t("dashboard.loadFailed")}
          </Notice>
        )}
      </Panel>

      <Panel id="sections" title={t("dashboard.sectionsTitle")} intro={t("dashboard.sectionsIntro")}>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {learnerSections
            .filter((section) => section.path)
            .map((section) => (
              <li key={section.id}>
                <Link
                  to={learnerSectionHref(section.path)}
                  className={`block rounded-xl bg-white px-4 py-3 font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:text-primary ${focusRing}`}
                >
                  {t(`learner.sections.${section.id}`)}
                </Link>
              </li>
            ))}
        </ul>
      </Panel>
    </div>
  );
}

/** A titled block of the dashboard (a region named by its heading). */
function Panel({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}
