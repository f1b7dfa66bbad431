// What every section page's route module does (app/routes/portals/partner/<section>/): its loader
// reads the page's rows with the page's own reader (sections.server.ts), its action takes the forms
// of that page only (the portal's permission table lists them).
import { data, type RouterContextProvider } from "react-router";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { partnerPage, sectionAction } from "./partner.server";
import { formsFor, pageIntents, pageKeys } from "./paths";
import { sectionReader, type SectionContent, type SectionReader } from "./sections.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * A section page's loader: the member, the page's rows as `read` gives them (503 with the page still
 * shown when Directus fails), which of its forms the member's role may use, and a form's one-time
 * message after its redirect (post-redirect-get).
 */
export async function loadSectionPage({ request, context }: Args, path: string, read: (s: SectionReader) => Promise<SectionContent>) {
  const pageKey = pageKeys[path];
  const { client, member, title, headers: pageHeaders, translations } = await partnerPage(request, context, pageKey, [pageKey]);
  const headers = pageHeaders;
  const forms = formsFor(member.role, path);
  try {
    const content = await read(sectionReader(path, client, member, getInstance(context).t, getLocale(context)));
    return data({ title, translations, pageKey, may: forms, content }, { headers });
  } catch (error) {
    console.error(`Partner portal: could not read ${path}:`, error);
    return data({ title, translations, pageKey, may: forms, content: null }, { status: 503, headers });
  }
}

/** A section page's action: the forms of its own intents only (any other post: 400, as on a page without forms). */
export const sectionPageAction = ({ request, context }: Args, path: string) => sectionAction(request, context, pageIntents(path));
