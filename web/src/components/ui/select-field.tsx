import type { SelectHTMLAttributes } from 'react';
import { SelectField as KitSelectField } from '@aws-amplify/ui-react';
import { fieldError } from './text-field';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'value' | 'defaultValue'> & {
  value?: string;
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** The label is read, not shown: where the select's place already says what it is (a table cell and its column). */
  labelHidden?: boolean;
};

export function SelectField({ label, error, hint, options, ...select }: SelectProps) {
  return (
    <KitSelectField label={label} descriptiveText={hint} hasError={Boolean(error)} errorMessage={fieldError(error)} {...select}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </KitSelectField>
  );
}
