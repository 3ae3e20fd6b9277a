/**
 * A block's messages to the traveller (why a choice in the address was changed, what a count means), in
 * a polite live region. The region is always rendered, empty or not: a screen reader announces text
 * that appears in a region it already knows, so a message a patch brings in is read out.
 */
export interface StatusMessagesProps {
  messages: readonly (string | null | undefined)[];
  className?: string;
}

export function StatusMessages({ messages, className }: StatusMessagesProps) {
  const shown = messages.filter((message): message is string => Boolean(message));
  return (
    <div role="status" className={className ? `wp-status ${className}` : 'wp-status'}>
      {shown.map((message) => (
        <p key={message} className="wp-notice">
          <svg
            className="wp-notice__icon"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5.5M12 7.5h.01" />
          </svg>
          <span>{message}</span>
        </p>
      ))}
    </div>
  );
}
