import { data } from "react-router";

// Any other path below /partner/portal (the layout let the member in): 404 inside the portal's frame
// (the layout's error page), to a member only; everyone else was refused by the layout first.
const notFound = () => data({ message: "No such page." }, { status: 404 });

export function loader(): never {
  throw notFound();
}

export function action(): never {
  throw notFound();
}

/** Never shown (the loader throws): a page module, so the layout's error page answers, not a bare response. */
export default function PartnerNotFound() {
  return null;
}
