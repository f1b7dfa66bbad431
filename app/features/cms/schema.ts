/**
 * The Directus collections this app reads and writes (shared/DESIGN.md, "Data in Directus"), typed for
 * the SDK. Directus gets them from cms/schema/*.mjs; ./schema.test.ts fails when the two drift apart.
 */
export type PostStatus = "draft" | "published" | "archived";

export interface PostMeta {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  cover_image_url: string | null;
  excerpt: string | null;
  author_id: number;
  featured: boolean;
  created_at: string;
  updated_at: string | null;
}

export interface PostDetail {
  id: number;
  post_id: number | PostMeta;
  content: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: unknown;
}

export interface CooperationRequest {
  id: number;
  full_name: string;
  email: string;
  organization: string | null;
  cooperation_type: string | null;
  content: string;
  locale: string | null;
  delivery_status: "pending" | "sent" | "failed";
  delivery_error: string | null;
  created_at: string;
}

/** Double opt-in (issue 17): only `confirmed` addresses receive the newsletter. */
export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterSubscriber {
  id: number;
  email: string;
  locale: string | null;
  status: NewsletterStatus;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

/** A recorded mail (cms/schema/mail.mjs); times are epoch milliseconds. */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  locale: string | null;
  data: unknown;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  lease_until: number | null;
  lease_owner: string | null;
  channel: string | null;
  related_collection: string | null;
  related_id: string | null;
  sent_at: number | null;
  created_at: string;
}

export interface Schema {
  seed_post_meta: PostMeta[];
  seed_post_detail: PostDetail[];
  seed_cooperation_requests: CooperationRequest[];
  seed_newsletter_subscribers: NewsletterSubscriber[];
  seed_outbox: OutboxMail[];
}
