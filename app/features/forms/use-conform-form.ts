import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useIsSubmitting } from "~/components/ui/use-is-submitting";

export interface ConformFormOptions<Value> {
  /** The route the form posts to; its id (without the slash, `/`-separated parts joined by `-`) names the form. */
  action: string;
  /** The action's last answer (`actionData?.result`, ADR 008): errors and the values typed. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The action's own schema in the browser once it has loaded (`parseWithZod`); none: the server alone validates. */
  validate?: (context: { formData: FormData }) => Submission<Value>;
  /** Several forms posting to one route (one per intent): give each its own id. */
  id?: string;
}

/**
 * Any form's Conform state, the house way (ADR 008): validated on submit and again on every input
 * once it has errors, with the action's schema in the browser when given; `pending` while this form
 * posts. Account forms wrap it (`useAccountForm`); staff and portal forms call it directly.
 */
export function useConformForm<Value extends Record<string, unknown>>({ action, lastResult, validate, id }: ConformFormOptions<Value>) {
  const pending = useIsSubmitting(action);
  const [form, fields] = useForm<Value>({
    id: id ?? action.replace(/^\//, "").replaceAll("/", "-"),
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  return { form, fields, pending };
}
