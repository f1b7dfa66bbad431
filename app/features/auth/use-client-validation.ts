import { useEffect, useState } from "react";
import type { validators } from "./client-validation";

type FormName = keyof typeof validators;

/**
 * Browser validation with the same zod schema the action uses, loaded right after hydration.
 * zod and Conform's zod adapter are ~25 kB gzip and not needed to show or submit the form (the
 * action validates every post), so they stay out of the first-visit JavaScript (issue 6 budget).
 * Until the chunk arrives (a moment after the page is interactive) the server validates.
 * Pass the result to Conform's `onValidate`.
 */
export function useClientValidation<Name extends FormName>(name: Name) {
  type Validate = (formData: FormData) => ReturnType<(typeof validators)[Name]>;
  const [validate, setValidate] = useState<Validate>();
  useEffect(() => {
    let current = true;
    void import("./client-validation").then(({ validators }) => {
      if (current) setValidate(() => validators[name] as Validate);
    });
    return () => {
      current = false;
    };
  }, [name]);
  return validate ? ({ formData }: { formData: FormData }) => validate(formData) : undefined;
}
