import type { PostCard } from "./posts.server";

/**
 * Spec 000 §3/§4: the built-in posts shown when Directus cannot be reached, so the landing page and
 * /news still show something (with a notice saying so). Plain data: safe to import anywhere.
 * Their slugs do not exist in Directus; /post/:slug answers 404 for them while Directus is down.
 */
export const fallbackPosts: PostCard[] = [
  {
    id: -1,
    author_id: 1,
    title: "Seed Academy mở khóa E-commerce thực chiến mới",
    slug: "seed-academy-mo-khoa-e-commerce-thuc-chien",
    status: "published",
    cover_image_url: "/images/news-fallback-ecommerce.svg",
    excerpt:
      "Khóa học 12 tuần: học viên vận hành gian hàng thật trên sàn thương mại điện tử cùng doanh nghiệp đối tác, từ sản phẩm đến chăm sóc khách hàng.",
    created_at: "2024-09-12T08:00:00.000Z",
    updated_at: null,
  },
  {
    id: -2,
    author_id: 1,
    title: "Ngày hội kết nối học viên và doanh nghiệp tại TP. Hồ Chí Minh",
    slug: "ngay-hoi-ket-noi-hoc-vien-doanh-nghiep",
    status: "published",
    cover_image_url: "/images/news-fallback-event.svg",
    excerpt:
      "Hơn 30 doanh nghiệp gặp gỡ học viên, xem dự án cuối khóa và phỏng vấn trực tiếp cho các vị trí marketing và thương mại điện tử.",
    created_at: "2024-08-20T08:00:00.000Z",
    updated_at: null,
  },
  {
    id: -3,
    author_id: 1,
    title: "Nền tảng dữ liệu học tập: mỗi học viên một lộ trình riêng",
    slug: "nen-tang-du-lieu-hoc-tap",
    status: "published",
    cover_image_url: "/images/news-fallback-data.svg",
    excerpt:
      "Nền tảng đo tiến bộ qua từng dự án và gợi ý bài tập phù hợp, giúp mentor hỗ trợ đúng lúc và học viên biết mình cần luyện gì tiếp theo.",
    created_at: "2024-07-05T08:00:00.000Z",
    updated_at: null,
  },
];
