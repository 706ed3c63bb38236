import { useState, type InputHTMLAttributes } from 'react';
import { Button, TextField } from '@aws-amplify/ui-react';
import { commonTexts as t } from '../../lib/texts';
import { fieldError } from './text-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> & { label: string; error?: string };

/**
 * The kit's password field with our show/hide button: the kit's own toggle is a switch with a fixed English name,
 * while the UI contract wants a button whose name says what pressing it will do ('Mostrar senha' / 'Ocultar senha').
 */
export function PasswordField({ label, error, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      className="amplify-passwordfield"
      label={label}
      type={visible ? 'text' : 'password'}
      hasError={Boolean(error)}
      errorMessage={fieldError(error)}
      outerEndComponent={
        <Button className="amplify-field__show-password password-toggle" colorTheme={error ? 'error' : undefined} onClick={() => setVisible((v) => !v)}>
          {visible ? t.hidePassword : t.showPassword}
        </Button>
      }
      {...input}
    />
  );
}
