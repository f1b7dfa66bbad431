import { Notice } from "~/components/ui/Notice";

/** Above a staff list: the last action's error (`null` while the open dialog shows it); the frame shows the flash. */
export function ListMessages({ error }: { error: string | null }) {
  return (
    <>
      {error ? (
        <Notice tone="error" className="mt-4">
          {error}
        </Notice>
      ) : null}
    </>
  );
}
