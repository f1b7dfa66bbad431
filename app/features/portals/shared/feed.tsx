import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/Button";
import { LocalDate } from "~/components/ui/LocalDate";
import { Options, type SelectOption } from "~/components/ui/Options";
import { LabelledControl, ListOrEmpty } from "./panel";

/** A class announcement as the portals list it: its course code, when, and the detail if any. */
export interface AnnouncementItem {
  id: number;
  title: string;
  code: string;
  detail: string | null;
  at: string | null;
}

/** A message between a learner and a teacher: `mine` when the reader sent it. */
export interface MessageItem {
  id: number;
  from: string;
  mine: boolean;
  body: string;
  at: string | null;
}

/** A feed's entries, each in a grey box, or `empty` in words when there is none. */
function FeedList<Item extends { id: number | string }>({
  items,
  empty,
  children,
}: {
  items: Item[];
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ListOrEmpty items={items} empty={empty} className="mt-4 flex flex-col gap-2">
      {(item) => (
        <li key={item.id} className="rounded-xl bg-slate-50 px-4 py-3">
          {children(item)}
        </li>
      )}
    </ListOrEmpty>
  );
}

/** Class announcements, newest first as given; `empty` when there are none. */
export function AnnouncementList({ announcements, empty }: { announcements: AnnouncementItem[]; empty: string }) {
  const { i18n } = useTranslation();
  return (
    <FeedList items={announcements} empty={empty}>
      {(a) => (
        <>
          <p className="font-semibold text-slate-900">
            {a.title} <span className="text-sm font-normal text-slate-600">· {a.code}</span>
          </p>
          {a.detail ? <p className="text-slate-700">{a.detail}</p> : null}
          <p className="text-sm text-slate-600">
            <LocalDate value={a.at} locale={i18n.language} />
          </p>
        </>
      )}
    </FeedList>
  );
}

/** A conversation's messages, each with who sent it (`you` for the reader's own) and when; `empty` when there are none. */
export function MessageList({ messages, you, empty }: { messages: MessageItem[]; you: string; empty: string }) {
  const { i18n } = useTranslation();
  return (
    <FeedList items={messages} empty={empty}>
      {(m) => (
        <>
          <p className="text-sm text-slate-600">
            {m.mine ? you : m.from} · <LocalDate value={m.at} locale={i18n.language} />
          </p>
          <p className="text-slate-900">{m.body}</p>
        </>
      )}
    </FeedList>
  );
}

const control = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/**
 * The form that sends a message (`to`, `body`, and `intent` where the page has several forms): a
 * real post, so it works without JavaScript. Its fields' ids start with `idPrefix`; `bodyError` is
 * the body's error, already in words, shown under it with the id `bodyErrorId`.
 */
export function MessageForm({
  idPrefix,
  intent,
  recipients,
  defaultTo,
  defaultBody,
  bodyError,
  bodyErrorId,
  labels,
  submitting,
}: {
  idPrefix: string;
  intent?: string;
  recipients: SelectOption[];
  defaultTo?: string;
  defaultBody?: string;
  bodyError?: string;
  bodyErrorId: string;
  labels: { to: string; message: string; send: string };
  submitting: boolean;
}) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-3">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <LabelledControl id={`${idPrefix}-to`} label={labels.to}>
        <select id={`${idPrefix}-to`} name="to" defaultValue={defaultTo} className={control}>
          <Options options={recipients} />
        </select>
      </LabelledControl>
      <LabelledControl id={`${idPrefix}-body`} label={labels.message}>
        <textarea
          id={`${idPrefix}-body`}
          name="body"
          rows={3}
          maxLength={2000}
          defaultValue={defaultBody}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? bodyErrorId : undefined}
          className={control}
        />
        {bodyError ? (
          <p id={bodyErrorId} className="mt-1 text-sm font-medium text-red-700">
            {bodyError}
          </p>
        ) : null}
      </LabelledControl>
      <div>
        <Button type="submit" disabled={submitting}>
          {labels.send}
        </Button>
      </div>
    </Form>
  );
}
