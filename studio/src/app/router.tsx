/** A small history-based router: the studio has four kinds of page, no library needed. */
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';

export type Route =
  | { name: 'pages' }
  | { name: 'editor'; layoutId: string }
  | { name: 'users' }
  | { name: 'audit' }
  | { name: 'notFound' };

export function parseRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/studio';
  if (path === '/studio') return { name: 'pages' };
  if (path === '/studio/users') return { name: 'users' };
  if (path === '/studio/audit') return { name: 'audit' };
  const editor = /^\/studio\/layouts\/([^/]+)$/.exec(path);
  if (editor) return { name: 'editor', layoutId: decodeURIComponent(editor[1]!) };
  return { name: 'notFound' };
}

/** Asked before leaving a page in the app (the editor registers one while it has unsaved changes). */
let leaveGuard: (() => boolean) | null = null;
export function setLeaveGuard(guard: (() => boolean) | null): void {
  leaveGuard = guard;
}

const listeners = new Set<() => void>();

export function navigate(to: string): void {
  if (leaveGuard && !leaveGuard()) return;
  window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.pathname));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

export function Link(props: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(props.to);
  };
  return (
    <a href={props.to} onClick={onClick} className={props.className} aria-current={props['aria-current']}>
      {props.children}
    </a>
  );
}
