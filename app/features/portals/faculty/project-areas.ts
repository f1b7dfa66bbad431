import { roleGroups } from "~/features/auth/user-context";
import { projectPaths, staffProjectPaths } from "./paths";

/** Who runs the project pages (issue 49, item 4), from where: a teacher their classes', a content administrator any class's. */
export const projectAreas = {
  faculty: { roles: roleGroups.faculty, paths: projectPaths },
  staff: { roles: roleGroups.admins, paths: staffProjectPaths },
} as const;
export type ProjectArea = keyof typeof projectAreas;
