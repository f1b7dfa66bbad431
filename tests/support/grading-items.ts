// A grading item a test made (issue 49), removed with everything it holds: the files handed in for
// it, its hand-ins and its grades. Shared by the e2e specs (no test runner imported here).
import { deleteWhere, directusAdmin } from "./env";

export async function removeGradingItem(id: number) {
  const files = await directusAdmin<{ id: string }[]>("GET", `/files?filter[hand_in_item][_eq]=${id}&fields=id&limit=-1`);
  if (files.length)
    await directusAdmin(
      "DELETE",
      "/files",
      files.map((file) => file.id),
    );
  for (const collection of ["seed_grades", "seed_submissions"]) await deleteWhere(collection, { item: { _eq: id } });
  await directusAdmin("DELETE", `/items/seed_grading_items/${id}`);
}
