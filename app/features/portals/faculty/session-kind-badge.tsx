import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import type { ScheduleKind } from "./schedule";

const tones: Record<ScheduleKind, BadgeTone> = { lecture: "primary", lab: "secondary", office: "neutral" };

/** A session's kind (Lecture / Office / Lab) on a row of the teacher's schedule. */
export function SessionKindBadge({ kind }: { kind: ScheduleKind }) {
  const { t } = useTranslation("portal");
  return (
    <Badge tone={tones[kind]} label={t("facultyDashboard.kindLabel")}>
      {t(`facultyDashboard.kinds.${kind}`)}
    </Badge>
  );
}
