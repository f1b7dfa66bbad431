import { useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";

/**
 * A portal form's submit button, saying `saving` while the form is sent. On a page of several forms
 * `intent` names this one's, so only its own button waits.
 */
export function SaveButton({ label, saving, intent }: { label: string; saving: string; intent?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <div>
      <Button type="submit" disabled={busy}>
        {busy ? saving : label}
      </Button>
    </div>
  );
}
