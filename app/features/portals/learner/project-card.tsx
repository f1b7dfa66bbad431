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

/**
 * A project's milestones as the learner reads them (issue 49, item 4): each with its score and the
 * teacher's feedback once graded, and the grade so far. Nothing for a project without milestones.
 */
export function ProjectMilestones({ project }: { project: Project }) {
  const { t } = useTranslation("portal");
  if (!project.milestones.length) return null;
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold text-slate-900">{t("sectionPages.projects.milestonesTitle")}</h3>
      <ol className="mt-1 flex list-decimal flex-col gap-1 pl-6 text-sm text-slate-800">
        {project.milestones.map((m, i) => (
          <li key={i}>
            {m.score == null
              ? t("sectionPages.projects.milestoneOpen", { title: m.title })
              : t("sectionPages.projects.milestoneGraded", { title: m.title, score: m.score, max: m.points })}
            {m.feedback ? <span className="block whitespace-pre-line text-slate-700">{m.feedback}</span> : null}
          </li>
        ))}
      </ol>
      {project.grade != null ? (
        <p className="mt-1 text-sm font-semibold text-slate-900">{t("sectionPages.projects.grade", { grade: project.grade })}</p>
      ) : null}
    </div>
  );
}
