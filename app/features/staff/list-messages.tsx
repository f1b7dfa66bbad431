import { Notice } from "~/components/ui/Notice";
import type { Flash } from "~/features/forms/flash";
import { FlashToast } from "~/features/forms/flash-toast";

/** Above a staff list: the flash message after a redirect, and the last action's error (`null` while the open dialog shows it). */
export function ListMessages({ flash, error }: { flash: Flash | null; error: string | null }) {
  return (
    <>
      <FlashToast flash={flash} ns="staff" className="mt-4" />
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
    </>
  );
}
