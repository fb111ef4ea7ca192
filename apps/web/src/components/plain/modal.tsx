import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './plain.css';

/**
 * A modal dialog on the browser's own `<dialog>`: showModal gives the backdrop, keeps focus and the
 * screen reader inside, and makes the page behind it inert. Escape, the × and a click on the
 * backdrop close it unless `closable` is false (an order being sent); focus then goes back to
 * what opened it, unless the caller has moved it on (a field to correct).
 */
export function Modal(props: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  closable?: boolean;
  footer?: ReactNode;
  /** CSS px on a wide screen; a phone's width otherwise. */
  width?: number;
  /** CSS px from the top of the screen (antd's 100 otherwise). */
  top?: number;
  className?: string;
  children: ReactNode;
}) {
  const { open } = props;
  const closable = props.closable ?? true;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      closeAndReturnFocus(dialog, opener.current);
    }
  }, [open]);

  // Unmounted while open (the page moved on): the opener gets its focus back all the same.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) closeAndReturnFocus(dialog, opener.current);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // The browser's own Escape would close the dialog behind React's back, even when it must stay.
    event.preventDefault();
    if (closable) props.onClose();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget || !closable) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) props.onClose();
  };

  return (
    <dialog
      ref={ref}
      className={['p-modal', props.className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={{ width: props.width, ...(props.top !== undefined && { '--p-modal-top': `${props.top}px` }) }}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onClick={onBackdrop}
    >
      <div className="p-modal__header">
        <h2 id={titleId} className="p-modal__title">
          {props.title}
        </h2>
        {closable ? (
          <button type="button" className="p-modal__close" aria-label="Close" onClick={props.onClose}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="m5 5 14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </div>
      <div className="p-modal__body">{open ? props.children : null}</div>
      {props.footer ? <div className="p-modal__footer">{props.footer}</div> : null}
    </dialog>
  );
}

function closeAndReturnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  const hadFocus = dialog.contains(document.activeElement);
  dialog.close();
  if (hadFocus && opener?.isConnected) opener.focus();
}
