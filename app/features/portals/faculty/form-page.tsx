import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { PageHeading } from "~/features/portals/shared/panel";
import type { FacultyDashboard } from "./faculty.server";
import type { FacultyReply } from "./faculty-reply";
import { facultyPages } from "./paths";
import { UnknownFormNotice, useFacultyForms, type FacultyFormState } from "./panels";

/** A dashboard form's page of its own (spec 001 §2): its words (portal.json, facultyDashboard) and the anchor back. */
const words = {
  attendance: { title: "attendanceTitle", intro: "attendanceIntro" },
  announcements: { title: "announcementsTitle", intro: "announcementsIntro" },
  messages: { title: "messagesTitle", intro: "messagesIntro" },
} as const;

/**
 * The frame of the attendance, announcements and messages pages (each its own route module): the
 * heading, the link back to the dashboard's panel, the form's answer, and the panel's body or the
 * words for a failed read. Same data and answers as the dashboard's panels.
 */
export function FacultyFormPage({
  page,
  dashboard,
  actionData,
  children,
}: {
  page: keyof typeof words;
  dashboard: FacultyDashboard | null;
  actionData: FacultyReply | undefined;
  children: (dashboard: FacultyDashboard, forms: FacultyFormState) => ReactNode;
}) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t(`facultyDashboard.${words[page].title}`)} intro={t(`facultyDashboard.${words[page].intro}`)}>
        <p className="mt-2">
          <TextLink to={`${facultyPages.dashboard}#${page}`}>{t("facultyDashboard.backToDashboard")}</TextLink>
        </p>
        <UnknownFormNotice reply={forms.actionData} />
      </PageHeading>
      {dashboard ? (
        <div className="panel bg-white">{children(dashboard, forms)}</div>
      ) : (
        <Notice tone="error">{t("facultyDashboard.loadFailed")}</Notice>
      )}
    </div>
  );
}
