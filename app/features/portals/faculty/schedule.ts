/** What a row of a teacher's schedule is (spec 001 §2: Lecture / Office / Lab; cms/schema/learning.mjs, seed_schedule.kind). */
export const scheduleKinds = ["lecture", "office", "lab"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];
export const isScheduleKind = (value: unknown): value is ScheduleKind => scheduleKinds.includes(value as ScheduleKind);
