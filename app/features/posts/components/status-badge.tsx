import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "~/components/ui/Badge";

/** Spec 001 §4: published = primary, draft = muted, archived = secondary; unknown renders like draft. */
const tones = { published: "primary", draft: "neutral", archived: "secondary" } as const satisfies Record<string, BadgeTone>;

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation("post");
  const known = status === "published" || status === "archived" ? status : "draft";
  return (
    <Badge tone={tones[known]} label={t("statusLabel")}>
      {t(`status.${known}`)}
    </Badge>
  );
}
