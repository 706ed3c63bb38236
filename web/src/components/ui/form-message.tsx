import type { ReactNode } from 'react';
import { Alert } from '@aws-amplify/ui-react';

/** A message for the whole form (not tied to one field): an error is role alert, a confirmation role status. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Alert variation={kind} role={kind === 'error' ? 'alert' : 'status'} className="form-message">
      {children}
    </Alert>
  );
}
