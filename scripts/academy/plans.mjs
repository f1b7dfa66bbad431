// The two sizes of academy the bench makes (issue 52): the workload's people, and a large academy.

/** Shares of the academy workload's people by role (they add up to 1). */
export const roleMix = { visitor: 0.3, learner: 0.4, teacher: 0.1, partner: 0.1, editor: 0.1 };

/** How many of each role `people` virtual people are: the mix, rounded, adding up to `people`. */
export function peopleByRole(people) {
  const roles = Object.keys(roleMix);
  const counts = Object.fromEntries(roles.map((role) => [role, Math.floor(people * roleMix[role])]));
  // What rounding down left goes to the roles with the largest remainders.
  const left = people - Object.values(counts).reduce((a, b) => a + b, 0);
  const byRemainder = [...roles].sort((a, b) => ((people * roleMix[b]) % 1) - ((people * roleMix[a]) % 1));
  for (let i = 0; i < left; i++) counts[byRemainder[i % roles.length]]++;
  return counts;
}

/** The accounts the workload needs for at most `people` people (each signs in with a fresh session). */
export function workloadPlan(people) {
  const most = peopleByRole(people);
  return {
    prefix: "bench",
    password: "Bench#Academy2026",
    signIns: Math.max(most.learner, most.teacher, most.partner, most.editor),
    learners: Math.max(1, most.learner),
    teachers: Math.max(1, most.teacher),
    companies: Math.max(1, most.partner),
    editors: Math.max(1, most.editor),
    jobsPerCompany: 2,
    applicationsPerJob: 4,
    itemsPerClass: 3,
    gradesPerLearner: 0,
    posts: 0,
    files: 0,
    mentorSlots: Math.max(10, most.learner),
    notificationsPerPerson: 4,
  };
}

/** Issue 52, item 2: a large academy's data. */
export const largePlan = {
  prefix: "large",
  password: "Large#Academy2026",
  signIns: 200,
  learners: 10_000,
  teachers: 300,
  companies: 200,
  editors: 20,
  jobsPerCompany: 10,
  applicationsPerJob: 25,
  itemsPerClass: 10,
  gradesPerLearner: 10,
  posts: 5_000,
  files: 20_000,
  mentorSlots: 300,
  notificationsPerPerson: 4,
};
