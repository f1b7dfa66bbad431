import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/Button";

/**
 * A portal row's one-button form (`intent` and the row's `id`, read by readRowAction): a real post,
 * so it works without JavaScript. `row` names the row for screen readers ("Mark done: <row>").
 */
export function RowActionForm({
  intent,
  id,
  row,
  variant,
  disabled,
  className,
  children,
}: {
  intent: string;
  id: number;
  row: string;
  variant: ButtonVariant;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={disabled}>
        {children}
        <span className="sr-only">: {row}</span>
      </Button>
    </Form>
  );
}
