import { ErrorContent } from "./ErrorContent";
import { SiteHeader } from "./SiteHeader";

/**
 * The error page of a signed-in area (staff, portals): the site header and the error, without the
 * area's navigation. A person refused at the area's door (403) has no use for it, and the area's
 * words never reached them; the site header's words come with every page.
 */
export function AreaErrorPage({ error }: { error: unknown }) {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <ErrorContent error={error} />
      </main>
    </>
  );
}
