import { numberFormat } from "~/features/i18n/intl-cache";

/**
 * The landing page's static content (spec 000 §3: programmes and mentors are static). Words live in
 * locales/<lng>/landing.json under the same ids; this file holds what does not translate.
 */
export const contactDetails = {
  phone: "+84 28 3822 6688",
  phoneHref: "tel:+842838226688",
  /** The academy's general address, for the 'contact now' mailto button (spec 000 §2). */
  email: "hello@example.com",
} as const;

/** A programme card's picture (issue 50): the three first programmes keep theirs, a new one gets the academy's. */
const programmeIcons: Record<string, string> = {
  ecommerce: "/images/icon-ecommerce.svg",
  "digital-marketing": "/images/icon-marketing.svg",
  martech: "/images/icon-martech.svg",
};
export const programmeIcon = (slug: string) => programmeIcons[slug] ?? "/images/icon-ecommerce.svg";

export const mentors = [
  { id: "lan", name: "Nguyễn Thị Lan", image: "/images/mentor-lan.svg" },
  { id: "minh", name: "Trần Quốc Minh", image: "/images/mentor-minh.svg" },
  { id: "thao", name: "Lê Phương Thảo", image: "/images/mentor-thao.svg" },
  { id: "quan", name: "Phạm Hoàng Quân", image: "/images/mentor-quan.svg" },
] as const;

export const methodologySteps = ["learn", "practice", "prove"] as const;

/** Spec 000 §1: the marketing figures, shown as static text and formatted for the active locale. */
export const figures = {
  hero: [
    { id: "cities", value: 10, kind: "plus" },
    { id: "practice", value: 1, kind: "percent" },
  ],
  learners: [
    { id: "employed", value: 0.85, kind: "percent" },
    { id: "satisfied", value: 0.92, kind: "percent" },
    { id: "salary", value: 1.5, kind: "percent" },
  ],
  business: [
    { id: "partners", value: 50, kind: "plus" },
    { id: "hiring", value: 0.7, kind: "percent" },
    { id: "satisfied", value: 0.95, kind: "percent" },
  ],
} as const;

export type Figure = (typeof figures)[keyof typeof figures][number];

/**
 * A figure in the reader's language. Node and Chromium carry different ICU data (Node writes
 * Burmese digits, Chromium Latin ones), so where it is shown React is told the text may differ.
 */
export function formatFigure(figure: Figure, locale: string) {
  if (figure.kind === "percent") return numberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(figure.value);
  return `${numberFormat(locale).format(figure.value)}+`;
}

/** Spec 000 §1: a university, a jewellery company, a food company, a startup ecosystem. */
export const participants = [
  { id: "university", logo: "/images/partner-university.svg" },
  { id: "jewellery", logo: "/images/partner-jewellery.svg" },
  { id: "food", logo: "/images/partner-food.svg" },
  { id: "startups", logo: "/images/partner-startups.svg" },
] as const;
