import type { ErrorModalProps } from '@waypoint/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../shared/Modal.tsx';
import type { Stylesheets } from '../types.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = ['shared/Modal', 'ErrorModal/ErrorModal'];

/**
 * storefront.md §2 errorCode, §4 Modals, §9 Timing: the error modal opens about 1 s (`delayMs`) after the
 * page loads, once in the page's life; Escape, the shade and the close buttons close it. The server
 * renders it closed.
 */
export function ErrorModal({ errorCode, title, message, closeLabel, delayMs }: ErrorModalProps) {
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  const messageId = useId();

  useEffect(() => {
    if (opened.current) return;
    const timer = setTimeout(() => {
      opened.current = true;
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const close = () => setOpen(false);

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      closeLabel={closeLabel}
      role="alertdialog"
      describedBy={messageId}
    >
      <ErrorModalContent
        errorCode={errorCode}
        message={message}
        messageId={messageId}
        closeLabel={closeLabel}
        onClose={close}
      />
    </Modal>
  );
}

export interface ErrorModalContentProps {
  errorCode: string;
  message: string;
  messageId: string;
  closeLabel: string;
  onClose: () => void;
}

/** The message, the error code for support, and a close button. */
export function ErrorModalContent({
  errorCode,
  message,
  messageId,
  closeLabel,
  onClose,
}: ErrorModalContentProps) {
  return (
    <div className="error-modal">
      <span className="error-modal__icon">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.2" stroke="currentColor" strokeWidth="1.8" />
          <path d="M12 7.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.4" r="1.2" fill="currentColor" />
        </svg>
      </span>
      <p id={messageId} className="error-modal__message">
        {message}
      </p>
      <p className="error-modal__code">
        <code>{errorCode}</code>
      </p>
      <div className="error-modal__actions">
        <button type="button" className="wp-btn" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
