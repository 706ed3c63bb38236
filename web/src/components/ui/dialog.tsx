import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { commonTexts } from '../../lib/texts';
import { Button, IconButton, type ButtonVariant } from './button';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Shows the × button (named 'Fechar') in the corner. */
  closeIcon?: boolean;
  className?: string;
}

/**
 * A dialog that opened by itself (nothing had focus) hands focus back to the page's heading, not to the body, so
 * keyboard and screen reader users carry on from the top of the page.
 */
function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * A modal dialog: role dialog labelled by its title, focus moves in and is trapped, Escape closes, and focus
 * returns to what opened it. The rest of the page is made inert while it is open.
 */
export function Dialog({ open, title, onClose, children, closeIcon = false, className }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    // The page behind must not scroll under the dialog (mobile).
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The dialog itself takes focus: a screen reader reads its title, and long content starts at the top.
    panel.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!items.includes(document.activeElement as HTMLElement)) {
        event.preventDefault();
        (event.shiftKey ? lastItem : firstItem).focus();
      } else if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener && opener !== document.body && document.contains(opener)) opener.focus();
      else focusPageHeading();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`dialog ${className ?? ''}`}>
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {closeIcon && (
            <IconButton label={commonTexts.close} className="dialog-close" onClick={onClose}>
              <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </IconButton>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A form dialog's two buttons: its submit, then the one that closes it without sending (e.g. 'Cancelar'). */
export function DialogFormButtons(props: { submit: ReactNode; variant?: ButtonVariant; busy?: boolean; disabled?: boolean; cancel: string; onCancel(): void }) {
  return (
    <div className="button-row">
      <Button type="submit" variant={props.variant ?? 'primary'} busy={props.busy} disabled={props.disabled}>
        {props.submit}
      </Button>
      <Button type="button" onClick={props.onCancel}>
        {props.cancel}
      </Button>
    </div>
  );
}
