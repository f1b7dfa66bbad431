import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useParams, type MetaDescriptor } from "react-router";
import { LinkButton } from "~/components/ui/LinkButton";
import { Forbidden } from "~/features/auth/forbidden";
import { useErrorTranslations } from "~/features/i18n/translations";

/** Why a post's page shows no post (its loader's thrown data), with the title in the reader's words. */
export interface PostError {
  reason: "no-slug" | "not-found" | "not-available" | "load-error";
  slug?: string;
  title: string;
}

/** The title of a post's error page (`meta` when the loader threw), never indexed. */
export function postErrorMeta(error: unknown): MetaDescriptor[] {
  const title = isRouteErrorResponse(error) ? (error.data as PostError | undefined)?.title : undefined;
  return [{ title: `${title ?? "Seed Academy"} · Seed Academy` }, { name: "robots", content: "noindex" }];
}

/** The error page of /post and /post/:slug (and its delete dialog): spec 001's words for each reason, 403 as everywhere. */
export function PostErrorBoundary({ error }: { error: unknown }) {
  useErrorTranslations(error);
  const { t } = useTranslation(["post", "common"]);
  const params = useParams();
  const info = isRouteErrorResponse(error) ? (error.data as PostError | undefined) : undefined;
  const reason = info?.reason ?? (isRouteErrorResponse(error) && error.status === 403 ? "forbidden" : "unexpected");
  if (reason === "forbidden") return <Forbidden />;
  let title: string;
  let body: string | null = null;
  let link = { to: "/", label: t("post:notFound.goHome") };
  switch (reason) {
    case "no-slug":
      title = t("post:noSlug.title");
      link = { to: "/", label: t("post:noSlug.goHome") };
      break;
    case "not-found":
      title = t("post:notFound.title");
      body = t("post:notFound.body", { slug: info?.slug ?? params.slug ?? "" });
      break;
    case "load-error":
      title = t("post:notFound.title");
      body = t("post:notFound.loadError");
      break;
    case "not-available":
      title = t("post:notAvailable.title");
      body = t("post:notAvailable.body");
      link = { to: "/news", label: t("post:notAvailable.goToNews") };
      break;
    default:
      title = t("common:errors.unexpected");
      body = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("common:errors.unexpectedDetail");
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {body && <p className="mt-3 text-slate-700">{body}</p>}
      <LinkButton to={link.to} className="mt-6">
        {link.label}
      </LinkButton>
    </div>
  );
}
