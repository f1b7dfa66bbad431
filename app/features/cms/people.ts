// How a person read through a relation ("user.first_name") is named on every page: first and last
// name, "—" when neither is set or the reader may not see the person (Directus answers null then).
import type { Person } from "./schema";

export function nameOfPerson(person: Partial<Pick<Person, "first_name" | "last_name">> | string | null | undefined): string {
  if (!person || typeof person === "string") return "—";
  return [person.first_name, person.last_name].filter(Boolean).join(" ") || "—";
}
