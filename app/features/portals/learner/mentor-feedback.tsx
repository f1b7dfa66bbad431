import { useTranslation } from "react-i18next";
import { LocalDate } from "~/components/ui/LocalDate";

/** A mentor's feedback on one of the learner's projects (issue 49, item 5), as the projects page shows it. */
export interface MentorFeedbackNote {
  id: number;
  project: number;
  mentor: string;
  body: string;
  at: string;
}

/** The mentors' feedback on one project, under it: who wrote it, when, and what. */
export function MentorFeedbackList({ notes }: { notes: MentorFeedbackNote[] }) {
  const { t, i18n } = useTranslation("portal");
  if (!notes.length) return null;
  return (
    <div className="mt-2">
      <h4 className="text-sm font-semibold text-slate-900">{t("sectionPages.projects.mentorFeedback")}</h4>
      <ul className="mt-1 flex flex-col gap-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-white px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
            <p className="whitespace-pre-line">{note.body}</p>
            <p className="mt-1 text-slate-600">
              {note.mentor} · <LocalDate value={note.at} locale={i18n.language} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
