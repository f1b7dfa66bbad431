import type { NoticeTone } from "~/components/ui/Notice";

/**
 * A message for the next page (flash.server.ts): a translation key in `ns` with its values, so it
 * is worded in the reader's language where it is shown, plus what a refused form typed (`values`).
 */
export interface Flash {
  tone: NoticeTone;
  /** Message key, e.g. "upload.done". */
  key: string;
  /** The namespace of `key`. */
  ns: string;
  /** Interpolation values for the message. */
  params?: Record<string, string | number>;
  /** Typed values to put back in the form (a refused upload's title). */
  values?: Record<string, string>;
}

/**
 * A flash as the root loader hands it to the page (issue 46): its words already in the reader's
 * language, so no page has to send the translations of every message it might be shown.
 */
export interface ShownFlash {
  tone: NoticeTone;
  message: string;
  values?: Record<string, string>;
}
