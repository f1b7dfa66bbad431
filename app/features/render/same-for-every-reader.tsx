import { createContext, use, type Context, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";

/** Server only (entry.server.tsx): the HTML of `children`, rendered once per key (and inputs) and kept. */
export type FragmentRenderer = (key: string, children: ReactNode, inputs?: unknown) => string;
export const FragmentRendererContext = createContext<FragmentRenderer | null>(null);

/** What a part of a page may read above it: the router's state, its links' and the translations. */
const carried: Context<unknown>[] = [
  UNSAFE_FrameworkContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_ViewTransitionContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
] as Context<unknown>[];

/**
 * A part of a page that is the same for every reader of a language: no user, no request state (the
 * landing page's sections below its hero; the media library's cards). The server renders it once per
 * language and process and sends the kept HTML; the browser renders and hydrates it like any other
 * part, so its links and handlers work as before (ADR 023, sixth and seventh passes).
 *
 * `id` names the part. A part that shows data names it all in `inputs` (JSON: the rows, the page's
 * own query): the same id, language and inputs, the same content. Nothing else it shows may come
 * from outside: no user, no cookie, no clock.
 */
export function SameForEveryReader({ id, inputs, children }: { id: string; inputs?: unknown; children: ReactNode }) {
  const { i18n } = useTranslation();
  const render = use(FragmentRendererContext);
  if (!render) return <div className="contents">{children}</div>;
  // The part is rendered in a root of its own: it gets the contexts it may read from here.
  const values = carried.map((context) => use(context));
  const wrapped = carried.reduceRight<ReactNode>(
    (inner, Provider, i) => <Provider value={values[i]}>{inner}</Provider>,
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  );
  return <div className="contents" dangerouslySetInnerHTML={{ __html: render(`${id}:${i18n.language}`, wrapped, inputs) }} />;
}
