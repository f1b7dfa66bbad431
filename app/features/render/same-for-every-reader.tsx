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

/** Server only (entry.server.tsx): the HTML of `children`, rendered once per key and kept. */
export type FragmentRenderer = (key: string, children: ReactNode) => string;
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
 * A part of a page that is the same for every reader of a language: no data, no user, no request
 * state (the landing page's sections below its hero). The server renders it once per language and
 * process and sends the kept HTML; the browser renders and hydrates it like any other part, so its
 * links and handlers work as before (ADR 023, sixth pass). `id` names the part: one id, one content.
 */
export function SameForEveryReader({ id, children }: { id: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  const render = use(FragmentRendererContext);
  if (!render) return <div className="contents">{children}</div>;
  // The part is rendered in a root of its own: it gets the contexts it may read from here.
  const values = carried.map((context) => use(context));
  const wrapped = carried.reduceRight<ReactNode>(
    (inner, Provider, i) => <Provider value={values[i]}>{inner}</Provider>,
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  );
  return <div className="contents" dangerouslySetInnerHTML={{ __html: render(`${id}:${i18n.language}`, wrapped) }} />;
}
