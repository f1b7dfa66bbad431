// Issue 50, item 1: the admin page's enrolment actions tell the people they concern. The learner reads
// which class they joined (or which cohort they were moved to); each joined class's teacher reads who
// joined it. Sent after the enrolments are stored; one that cannot be stored is logged (notify) and
// does not undo the enrolment.
import { notify } from "~/features/notifications/notify.server";
import type { Enrolled } from "./content.server";
import { learnerWords } from "./lists";

/** Assign to class: "You were enrolled in …" to the learner, "… joined your class …" to its teacher. */
export async function announceEnrolment({ learner, joined }: Enrolled) {
  const name = learnerWords(learner).name || learnerWords(learner).email;
  await Promise.all(
    joined.flatMap((klass) => [
      notify(learner.id, "class.joined", { class: klass.label }, "/student/portal"),
      klass.teacher ? notify(klass.teacher, "class.learnerJoined", { learner: name, class: klass.label }, "/teacher/portal") : [],
    ]),
  );
}

/** Move to cohort: "You were moved to the cohort …" to the learner; each joined class's teacher as above. */
export async function announceMove({ learner, joined }: Enrolled, cohort: string) {
  const name = learnerWords(learner).name || learnerWords(learner).email;
  await Promise.all([
    notify(learner.id, "cohort.moved", { cohort }, "/student/portal"),
    ...joined.flatMap((klass) =>
      klass.teacher ? [notify(klass.teacher, "class.learnerJoined", { learner: name, class: klass.label }, "/teacher/portal")] : [],
    ),
  ]);
}
