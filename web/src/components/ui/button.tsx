import type { ButtonHTMLAttributes } from 'react';
import { Button as KitButton } from '@aws-amplify/ui-react';

type Variant = 'primary' | 'secondary' | 'link' | 'danger';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { variant?: Variant; busy?: boolean; fullWidth?: boolean };

const variation = { primary: 'primary', secondary: undefined, link: 'link', danger: 'warning' } as const;

/**
 * The kit's button. Busy keeps the button's name (the kit's loading state would replace it) and disables it.
 */
export function Button({ variant = 'secondary', busy = false, fullWidth = false, type = 'button', disabled, ...rest }: Props) {
  return <KitButton variation={variation[variant]} isFullWidth={fullWidth} type={type} isDisabled={disabled || busy} aria-busy={busy || undefined} {...rest} />;
}
