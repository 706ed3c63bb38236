import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField as KitTextField } from '@aws-amplify/ui-react';

/*
 * Form primitives on the UI kit (@aws-amplify/ui-react, styled by the Carey theme), one module each so a page
 * loads only the kit primitives it shows. The kit ties the label, the hint and the error to the control; the
 * error itself is role alert, right under the control.
 */

/** The kit's error slot, announced when it appears. */
export function fieldError(error: string | undefined): ReactNode {
  return error ? <span role="alert">{error}</span> : undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { label: string; error?: string; hint?: string };

export function TextField({ label, error, hint, ...input }: InputProps) {
  return <KitTextField label={label} descriptiveText={hint} hasError={Boolean(error)} errorMessage={fieldError(error)} {...input} />;
}
