/**
 * What an interactive block may ask of the page it runs in (ARCHITECTURE.md "Actions"). The renderer's
 * one client runtime provides it to every island; blocks never fetch on their own and never import the
 * renderer. On the server and in Storybook there is no runtime: links and forms then do their plain work
 * (the page for a URL shows that state), so every choice must also be a real link.
 */
import type { Action, ActionFieldError } from '@waypoint/schemas';
import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

/**
 * Without a runtime a block's form posts to the page URL (ARCHITECTURE.md "Actions"); when the action
 * refused the input or failed, the web server sends the browser back to the page at this fragment, and
 * the form shows its "not sent" notice as the target (what was typed cannot come back: it is in no URL
 * and no cache).
 */
export const FORM_NOT_SENT_ANCHOR = 'form-not-sent';

/**
 * How a dispatched action ended: applied (its patch or page), refused (422: nothing changed, with the
 * field errors in the visitor's language, for a form to show at its fields), aborted (a newer action of
 * the block superseded it), or failed (the page for the fallback address is loading instead).
 */
export type DispatchResult =
  | { status: 'applied' }
  | { status: 'refused'; errors: ActionFieldError[] }
  | { status: 'aborted' }
  | { status: 'failed' };

export interface BlockRuntime {
  /**
   * Runs an action of this block: a submit is posted and its patch applied (a newer action on the block
   * aborts an older one; the block shows aria-busy meanwhile), a navigate goes there, a track is emitted.
   * `extra` is merged into a submit's input (the day, the count the visitor chose). `fallback` is where to
   * go if the action cannot be answered (the link's own address: the same state, as a whole page).
   */
  dispatch(action: Action, extra?: Record<string, unknown>, fallback?: string): Promise<DispatchResult>;
  /**
   * A GET through the runtime (same-origin, with the visitor's cookies), e.g. trip cards for a
   * browser-held list: the response as it came, for the block to read its status and body once.
   */
  fetch(url: string, init?: { signal?: AbortSignal; headers?: Record<string, string> }): Promise<Response>;
}

export const BlockRuntimeContext = createContext<BlockRuntime | null>(null);

/** The runtime of this block, or null where there is none (server render, Storybook without one). */
export const useBlockRuntime = (): BlockRuntime | null => useContext(BlockRuntimeContext);

/**
 * A click on a link that carries an action: the runtime runs the action and the browser stays; without a
 * runtime (or with a modifier key, to open a new tab) the link navigates as usual.
 */
function dispatchesOnClick(
  runtime: BlockRuntime | null,
  action: Action,
  extra?: Record<string, unknown>,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  return (event) => {
    if (!runtime || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void runtime.dispatch(action, extra, event.currentTarget.href);
  };
}

export interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes without JavaScript: the page with this choice made. */
  href: string;
  action: Action;
  extra?: Record<string, unknown>;
}

/** A plain link that, where the runtime is there, runs its action instead of loading a page. */
export function ActionLink({ href, action, extra, onClick, children, ...rest }: ActionLinkProps) {
  const runtime = useBlockRuntime();
  const dispatch = dispatchesOnClick(runtime, action, extra);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        dispatch(event);
      }}
    >
      {children}
    </a>
  );
}
