import { data } from "react-router";
import type { Route } from "./+types/stylesheet";
import { stylesheetFile } from "~/features/http/stylesheet.server";

/** The site's stylesheet as a long-kept file, named by its content (ADR 023): `/seed-css/<version>.css`. */
export function loader({ params }: Route.LoaderArgs) {
  const file = stylesheetFile(params.file);
  if (!file) throw data("Not Found", { status: 404 });
  return file;
}
