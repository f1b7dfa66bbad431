import { useTranslation } from "react-i18next";
import { Toast } from "~/components/ui/Toast";
import type { Flash } from "./flash";

/** The flash message after a redirect (readFlash), worded in the reader's language: its own namespace, or the page's `ns`. */
export function FlashToast({ flash, ns, className }: { flash: Flash | null | undefined; ns: string; className?: string }) {
  const { t } = useTranslation(ns);
  if (!flash) return null;
  return (
    <Toast tone={flash.tone} className={className}>
      {t(flash.key, { ns: flash.ns ?? ns, ...flash.params })}
    </Toast>
  );
}
