import type { TextareaHTMLAttributes } from 'react';
import { TextAreaField as KitTextAreaField } from '@aws-amplify/ui-react';
import { fieldError } from './text-field';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export function TextAreaField({ label, error, ...area }: TextAreaProps) {
  return <KitTextAreaField label={label} hasError={Boolean(error)} errorMessage={fieldError(error)} {...area} />;
}
