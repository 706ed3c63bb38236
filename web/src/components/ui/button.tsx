import type { ButtonHTMLAttributes } from 'react';
import { Button as KitButton } from '@aws-amplify/ui-react';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & {
  variant?: ButtonVariant;
  busy?: boolean;
  fullWidth?: boolean;
  /** The kit's small size (smaller type and padding, for dense rows); still at least 44 px tall. */
  small?: boolean;
};

const variation = { primary: 'primary', secondary: undefined, link: 'link', danger: 'warning' } as const;

/**
 * The kit's button. Busy keeps the button's name (the kit's loading state would replace it) and disables it.
 */
export function Button({ variant = 'secondary', busy = false, fullWidth = false, small = false, type = 'button', disabled, ...rest }: Props) {
  return (
    <KitButton
      variation={variation[variant]}
      size={small ? 'small' : undefined}
      isFullWidth={fullWidth}
      type={type}
      isDisabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

type IconButtonProps = Omit<Props, 'variant' | 'fullWidth' | 'small' | 'aria-label'> & {
  /** The button's accessible name (aria-label): the icon inside is decorative (aria-hidden). */
  label: string;
};

/** An icon-only button: the kit's link look on a 44 px square, named by `label`. */
export function IconButton({ label, className, ...rest }: IconButtonProps) {
  return <Button variant="link" aria-label={label} className={className ? `icon-button ${className}` : 'icon-button'} {...rest} />;
}
