import { useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from './field';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; showLabel: string; hideLabel: string };

/** A password input with a show/hide toggle whose name says what pressing it will do. */
export function PasswordField({ label, error, showLabel, hideLabel, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="password-row">
          <input id={id} type={visible ? 'text' : 'password'} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...input} />
          <button type="button" className="button-secondary toggle" onClick={() => setVisible((v) => !v)}>
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </FieldShell>
  );
}
