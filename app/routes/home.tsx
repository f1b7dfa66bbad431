import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, Link } from "react-router";
import type { Route } from "./+types/home";
import { directusContext } from "~/features/cms/directus.server";
import { listPublishedPosts, type PostCard } from "~/features/posts/posts.server";

export const meta: Route.MetaFunction = () => [
  { title: "Seed Academy" },
  { name: "description", content: "Seed Academy" },
];

export function loader({ context }: Route.LoaderArgs) {
  const posts = listPublishedPosts(context.get(directusContext), { limit: 6 }).catch((error: unknown) => {
    console.error("Landing news: could not load posts from Directus:", error);
    return null;
  });
  return { posts };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-3xl font-bold">Seed Academy</h1>
      <section id="news" aria-labelledby="news-title" className="mt-8">
        <h2 id="news-title" className="text-2xl font-semibold">
          {t("news.title")}
        </h2>
        <Suspense fallback={<p>…</p>}>
          <Await resolve={loaderData.posts}>
            {(posts: PostCard[] | null) =>
              posts === null ? (
                <p role="status">{t("news.loadFailed")}</p>
              ) : posts.length === 0 ? (
                <p>{t("news.empty")}</p>
              ) : (
                <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                  {posts.map((post) => (
                    <li key={post.id}>
                      <article>
                        <Link to={`/post/${post.slug}`} className="font-semibold hover:underline">
                          {post.title}
                        </Link>
                      </article>
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </section>
    </main>
  );
}
