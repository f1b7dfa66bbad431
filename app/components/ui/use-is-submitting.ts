import { useNavigation } from "react-router";

/** True while this page's own form (posting to `action`) is being submitted: for pending labels. */
export function useIsSubmitting(action: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
}
