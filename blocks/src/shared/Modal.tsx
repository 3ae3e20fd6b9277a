/**
 * The modal of storefront.md §4 "Modals", on the native <dialog> element: showModal() makes the rest of
 * the page inert (focus stays inside) and gives Escape and the ::backdrop shade for free. A modal opens
 * once per `open`, closes on Escape and on the shade unless that is disabled; a non-closable modal
 * ignores close requests; focus returns to the opener and the page scroll lock is released whenever the
 * modal closes or unmounts. The parent owns `open`: every close request goes through `onClose`.
 */
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { lockScroll } from './scroll-lock.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Clicking the shade closes the modal (default true). */
  closeOnShade?: boolean;
  /** A non-closable modal ignores Escape, the shade and has no close button (default true). */
  closable?: boolean;
  /** 'default' 544 px wide, 'video' 724 px (storefront.md §9 Layout). */
  size?: 'default' | 'video';
  /** Id of the dialog element, e.g. 'premiumCare'. */
  id?: string;
  /** Show the title visually (default true); it always labels the dialog. */
  showTitle?: boolean;
  /** 'alertdialog' for messages that interrupt the visitor (an error); default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element inside `children` that describes the dialog (its message). */
  describedBy?: string;
}

export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  closeOnShade = true,
  closable = true,
  size = 'default',
  id,
  showTitle = true,
  role,
  describedBy,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** True while this component keeps the dialog open; a close the browser makes on its own is a request. */
  const held = useRef(false);
  /** The shade closes on a click that also started on it (not a text selection dragged out of the panel). */
  const pressedShade = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    held.current = true;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    return () => {
      held.current = false;
      unlock();
      if (dialog.open) dialog.close();
      // Browsers return focus to the opener on close(); make sure of it when the dialog unmounts too.
      const focused = document.activeElement;
      if (
        opener?.isConnected &&
        (focused === null || focused === document.body || dialog.contains(focused))
      ) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [open]);

  const requestClose = () => {
    if (closable) onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the browser would close the dialog itself; the state owner decides instead.
    event.preventDefault();
    requestClose();
  };

  const onNativeClose = () => {
    // The browser may close a dialog without a cancelable 'cancel' (e.g. Escape pressed twice without
    // a click in between): keep the owner's state in step, or re-open a modal that is not closable.
    if (!held.current) return;
    if (closable) onClose();
    else ref.current?.showModal();
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDialogElement>) => {
    pressedShade.current = event.target === event.currentTarget;
  };

  const onClick = (event: SyntheticEvent<HTMLDialogElement>) => {
    // A click on the dialog element itself (not its panel) is a click on the ::backdrop shade.
    const onShade = pressedShade.current && event.target === event.currentTarget;
    pressedShade.current = false;
    if (onShade && closeOnShade) requestClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event.
    <dialog
      ref={ref}
      id={id}
      className={`wp-modal wp-modal--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal={role === 'alertdialog' ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="wp-modal__panel">
        <div className={showTitle ? 'wp-modal__header' : 'wp-modal__header wp-modal__header--bare'}>
          <h2 id={titleId} className={showTitle ? 'wp-modal__title' : 'wp-visually-hidden'}>
            {title}
          </h2>
          {closable ? (
            <button type="button" className="wp-modal__close" aria-label={closeLabel} onClick={requestClose}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="wp-modal__body">{open ? children : null}</div>
      </div>
    </dialog>
  );
}
