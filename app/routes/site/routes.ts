import { index, layout, route } from "@react-router/dev/routes";

/** The public site: header, footer and the site's error page come from its layout. */
export const siteRoutes = [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("partner", "routes/site/partner.tsx"),
    route("news", "routes/site/news.tsx"),
    // A programme's own page (issue 50): the landing card's "Learn more"; its slug is the programme's id.
    route("programs/:slug", "routes/site/program.tsx"),
    route("post", "routes/site/post/no-slug.tsx"),
    // A post (kept for signed-out readers, ADR 006); its Delete is a child route in a dialog over it (ADR 055).
    route("post/:slug", "routes/site/post.tsx", [route("delete", "routes/site/post/delete.tsx")]),
    route("newsletter", "routes/site/newsletter.tsx"),
    route("newsletter/confirm", "routes/site/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/site/newsletter-unsubscribe.tsx"),
    // The link of every notification mail (issue 47, item 3): turns those mails off, one visit or one click.
    route("notifications/mail-off", "routes/site/notification-mail-off.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
];
