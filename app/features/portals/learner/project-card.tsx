import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/Badge";
import { ProgressBar } from "../shared/panel";
import type { Project } from "./dashboard.server";
import { percent, projectTone } from "./figures";

/** A project as a list item: its title and status, `children` (rubric, due date), and its progress bar named `progressLabel`. */
export function ProjectCard({ project, progressLabel, children }: { project: Project; progressLabel: string; children?: ReactNode }) {
  const { t } = useTranslation("portal");
  const tone = projectTone(project.status);
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{project.title}</span>
        <Badge tone={tone}>{t(`statuses.${project.status}`, { defaultValue: project.status })}</Badge>
      </div>
      {children}
      <div className="mt-2">
        <ProgressBar value={percent(project.progress)} label={progressLabel} tone={tone} />
      </div>
    </li>
  );
}
