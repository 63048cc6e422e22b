// The one modal of the portal, on the native <dialog>: the browser keeps focus inside and makes
// the page behind inert; we add focus return, Escape/backdrop rules and a consistent layout.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../../styles/modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** False while something must finish (e.g. an order being sent): no Escape, backdrop or close button. */
  dismissible?: boolean;
  /** Width class: 'small' (confirmations), 'medium' (default), 'large' (terms, details). */
  size?: 'small' | 'medium' | 'large';
}

/** A dialog that traps focus while open and gives it back to whatever opened it. */
export function Modal({ open, title, onClose, children, footer, dismissible = true, size = 'medium' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    // Escape fires `cancel`: the parent decides, so state and DOM never disagree.
    const cancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onClose();
    };
    element?.addEventListener('cancel', cancel);
    return () => element?.removeEventListener('cancel', cancel);
  }, [dismissible, onClose]);

  return (
    <dialog
      ref={dialog}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === dialog.current && dismissible) onClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="modal__close" onClick={onClose} aria-label="Fechar">
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M18.3 5.71 12 12l6.3 6.29-1.41 1.42L10.59 13.4 4.3 19.71 2.88 18.3 9.17 12 2.88 5.71 4.3 4.29l6.29 6.3 6.3-6.3z"
                />
              </svg>
            </button>
          )}
        </header>
        <div className="modal__body">{open ? children : null}</div>
        {footer && open ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
