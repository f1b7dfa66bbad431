import { Field, type FieldProps } from "./Field";
import { Options, type SelectOption } from "./Options";
import { Select } from "./Select";

/**
 * A labelled `<select>` of `options` in a Field: the option chosen is the field's `initialValue`
 * (what was sent, else what is stored), its error under it. Apart from Field.tsx, whose chunk the
 * account forms load (ADR 010).
 */
export function SelectField({ options, ...field }: Omit<FieldProps, "children"> & { options: readonly SelectOption[] }) {
  return (
    <Field {...field}>
      <Select>
        <Options options={options} />
      </Select>
    </Field>
  );
}
