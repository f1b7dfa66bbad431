import { escapeHtml } from "~/features/mail/escape-html";
import { type CooperationType } from "./cooperation-schema";

/** The academy reads these mails in Vietnamese, whatever language the visitor used. */
export const cooperationTypeLabelsVi: Record<CooperationType, string> = {
  "staff-training": "Đào tạo nhân sự",
  education: "Hợp tác giáo dục",
  mentor: "Mentor/Giảng viên",
  "strategic-partner": "Đối tác chiến lược",
  other: "Khác",
};

export interface CooperationDetails {
  fullName: string;
  email: string;
  organization?: string | null;
  cooperationType?: CooperationType | null;
  content: string;
}

/** Escaped, with newlines as <br> (spec 000 §5). */
const htmlValue = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");

/**
 * Spec 000 §5/§7: subject `[SEED] Hợp tác: {type or Khác} — {name}`, a plain-text body and an HTML
 * body; '-' for empty optional fields.
 */
export function buildCooperationMail(details: CooperationDetails) {
  const type = details.cooperationType ? cooperationTypeLabelsVi[details.cooperationType] : null;
  const rows: Array<[string, string]> = [
    ["Họ và tên", details.fullName],
    ["Email", details.email],
    ["Tổ chức/Doanh nghiệp", details.organization || "-"],
    ["Hình thức hợp tác", type ?? "-"],
  ];
  const subject = `[SEED] Hợp tác: ${type ?? "Khác"} — ${details.fullName}`;
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), "", "Nội dung hợp tác:", details.content].join("\n");
  const html = [
    "<h2>Đăng ký hợp tác mới</h2>",
    ...rows.map(([label, value]) => `<p><strong>${label}:</strong> ${htmlValue(value)}</p>`),
    `<p><strong>Nội dung hợp tác:</strong><br>${htmlValue(details.content)}</p>`,
  ].join("\n");
  return { subject, text, html };
}
