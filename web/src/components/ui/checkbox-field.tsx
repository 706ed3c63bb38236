import type { ReactNode } from 'react';
import { CheckboxField as KitCheckboxField } from '@aws-amplify/ui-react';
import { fieldError } from './text-field';

type CheckboxProps = { label: ReactNode; name: string; checked: boolean; onChange(checked: boolean): void; error?: string };

/** A checkbox whose label may hold links (the terms); its error is role alert under it. */
export function CheckboxField({ label, name, checked, onChange, error }: CheckboxProps) {
  return (
    <KitCheckboxField
      label={label}
      name={name}
      value="sim"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      hasError={Boolean(error)}
      errorMessage={fieldError(error)}
      aria-invalid={Boolean(error) || undefined}
    />
  );
}
