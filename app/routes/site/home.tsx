import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/home";
import { ContactSection } from "~/components/site/landing/ContactSection";
import {
  AboutSection,
  BenefitsSection,
  HeroSection,
  MethodologySection,
  ParticipantsSection,
  ProgramsSection,
  TeamSection,
} from "~/components/site/landing/LandingSections";
import type { LandingNews } from "~/components/site/landing/NewsSection";
import { NewsSection } from "~/components/site/landing/NewsSection";
import { directusContext } from "~/features/cms/directus.server";
import { type CooperationReply, cooperationSchema, isCooperationType } from "~/features/cooperation/cooperation-schema";
import { cooperationLimiter, submitCooperationRequest } from "~/features/cooperation/cooperation.server";
import { isBot } from "~/features/forms/honeypot.server";
import { firstErrorKey, formReply, formSuccess, rateLimitedReply, type FormAnswer } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { listPublishedPosts } from "~/features/posts/posts.server";
import { userContext } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { readForm } from "~/features/forms/read-form.server";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import { inLanguage } from "~/features/programs/programs";
import { listPrograms } from "~/features/programs/programs.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.meta.title ?? "Seed Academy" },
  { name: "description", content: loaderData?.meta.description ?? "" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Streamed (spec 000 §4: skeletons first); a Directus failure shows the built-in posts, page still 200.
  // The note for an empty or fallback list comes as text with the posts, only when it applies (ADR 012).
  const { t } = getInstance(context);
  const news: Promise<LandingNews> = listPublishedPosts(context.get(directusContext), { limit: 6, featuredFirst: true }).then(
    (posts) => ({ posts, fallback: false, note: posts.length === 0 ? t("landing:replies.news.empty") : null }),
    (error: unknown) => {
      console.error("Landing news: could not load posts from Directus:", error);
      return { posts: fallbackPosts.slice(0, 6), fallback: true, note: t("landing:replies.news.fallback") };
    },
  );
  // Without JavaScript a streamed section never leaves its skeleton: entry.server.tsx waits briefly
  // for it, so a quick answer is in the first HTML and only a slow one streams (ADR 003).
  // The partner page's buttons open the cooperation form with a type chosen (`/?type=…#contact`).
  const type = new URL(request.url).searchParams.get("type");
  // The programmes (issue 50): kept in this process, so usually at once; none when they cannot be read.
  const programs = await listPrograms().then(
    (rows) => rows.map((row) => inLanguage(row, getLocale(context))),
    (error: unknown) => {
      console.error("Landing: could not read the programmes:", error);
      return null;
    },
  );
  return data(
    {
      news,
      programs,
      preselectedType: isCooperationType(type) ? type : null,
      meta: { title: t("landing:meta.title"), description: t("landing:meta.description") },
      translations: translationsFor(context, ["landing"]),
    },
    // Signed out, the page is the same for everyone of a language: a CDN may keep it (DESIGN.md).
    { headers: pageCacheHeaders(context.get(userContext), { keepForReader: true }) },
  );
}

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The cooperation form (spec 000 §5; ADR 008: honeypot → parse → limit → work → reply). It validates on
 * the server only: the view reads the reply with `readReply`, without Conform's client runtime.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormAnswer<CooperationReply>> {
  // The answer's words are read here and sent as text: the page does not carry them (ADR 012).
  const { t } = getInstance(context);
  const say = (key: string, values?: { error: string }) => t(`landing:replies.cooperation.${key}`, values);
  const formData = await readForm(request);
  if (isBot(formData)) return formSuccess({ sent: true, message: say("success") });

  const submission = parseWithZod(formData, { schema: cooperationSchema });
  if (submission.status !== "success")
    return formReply(submission, {}, { sent: false, message: say(firstErrorKey(submission, "required")) });
  const { fullName = "", email = "", organization, cooperationType, content = "" } = submission.value;

  const limit = await cooperationLimiter.limit(request, email);
  if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { sent: false, message: say("rateLimited") });

  // Stored first, then mailed (DESIGN.md).
  const outcome = await submitCooperationRequest({ fullName, email, organization, cooperationType, content }, getLocale(context));
  if (!outcome.ok) {
    const formError = { key: "failed", error: outcome.error } as const;
    return formReply(submission, { formError, status: 502 }, { sent: false, message: say("failed", formError) });
  }
  return formSuccess({ sent: true, message: say("success") });
}

/** A cooperation submit changes nothing the page shows: keep the news as it is. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.startsWith("/?index")) return false;
  return defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Outside the kept part: its picture's preload (fetchPriority="high") goes to the page's head. */}
      <HeroSection />
      {/* The programmes come from Directus: the same rows, the same content (their inputs). */}
      <SameForEveryReader id="landing-sections" inputs={loaderData.programs}>
        <AboutSection />
        <TeamSection />
        <ProgramsSection programs={loaderData.programs} />
        <MethodologySection />
        <BenefitsSection />
        <ParticipantsSection />
      </SameForEveryReader>
      <NewsSection news={loaderData.news} />
      <ContactSection preselectedType={loaderData.preselectedType} />
    </>
  );
}
