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

export interface NewsletterSubscriber {
  id: number;
  email: string;
  locale: string | null;
  created_at: string;
}

export interface Schema {
  seed_post_meta: PostMeta[];
  seed_post_detail: PostDetail[];
  seed_cooperation_requests: CooperationRequest[];
  seed_newsletter_subscribers: NewsletterSubscriber[];
}
