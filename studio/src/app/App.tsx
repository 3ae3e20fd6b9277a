/** The studio shell: the session (sign-in until there is one), the navigation, and the current page. */
import type { SessionResponse } from '@waypoint/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, api, messageOf, setCsrfToken, whenUnauthenticated } from './api.ts';
import { EditorPage } from './editor/EditorPage.tsx';
import { can } from './lib/roles.ts';
import { AuditPage } from './pages/AuditPage.tsx';
import { PagesList } from './pages/PagesList.tsx';
import { SignIn } from './pages/SignIn.tsx';
import { UsersPage } from './pages/UsersPage.tsx';
import { Link, navigate, type Route, useRoute } from './router.tsx';
import { StudioContext, type StudioContextValue, useStudio } from './session.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signedOut'; notice: string | null }
  | { kind: 'signedIn'; session: SessionResponse }
  | { kind: 'failed'; message: string };

export function App() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [status, setStatus] = useState('');
  const route = useRoute();

  useEffect(() => {
    whenUnauthenticated(() => {
      setCsrfToken(null);
      setState({ kind: 'signedOut', notice: 'Your session has ended. Sign in again to go on.' });
    });
    // The shell says when no session cookie came with the page: nothing to ask then.
    if (document.getElementById('studio-root')?.dataset.session === 'none') {
      setState({ kind: 'signedOut', notice: null });
      return () => whenUnauthenticated(null);
    }
    // A reload keeps the session cookie but not the CSRF token: the session endpoint answers both.
    api<SessionResponse>('GET', '/session').then(
      ({ data }) => {
        setCsrfToken(data.csrfToken);
        setState({ kind: 'signedIn', session: data });
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.status === 401) setState({ kind: 'signedOut', notice: null });
        else setState({ kind: 'failed', message: messageOf(err) });
      },
    );
    return () => whenUnauthenticated(null);
  }, []);

  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announce = useCallback((message: string) => {
    setStatus(message);
    if (clearTimer.current) clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setStatus(''), 8000);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api('DELETE', '/session');
    } finally {
      setCsrfToken(null);
      setState({ kind: 'signedOut', notice: 'You are signed out.' });
    }
  }, []);

  const context = useMemo<StudioContextValue | null>(
    () => (state.kind === 'signedIn' ? { user: state.session.user, signOut, announce } : null),
    [state, signOut, announce],
  );

  let body: React.ReactNode;
  if (state.kind === 'loading') body = <p className="loading">Loading…</p>;
  else if (state.kind === 'failed') body = <p role="alert">The studio could not start: {state.message}</p>;
  else if (state.kind === 'signedOut')
    body = (
      <SignIn
        notice={state.notice}
        onSignedIn={(session) => {
          setCsrfToken(session.csrfToken);
          setState({ kind: 'signedIn', session });
        }}
      />
    );
  else body = <CurrentPage route={route} />;

  return (
    <StudioContext.Provider value={context}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Waypoint Studio</span>
        {context ? <Navigation route={route} /> : null}
      </header>
      <main id="main" tabIndex={-1}>
        {body}
      </main>
      <div className="live-status" role="status" aria-live="polite" data-testid="live-status">
        {status}
      </div>
    </StudioContext.Provider>
  );
}

function Navigation({ route }: { route: Route }) {
  const { user, signOut } = useStudio();
  const current = (name: Route['name']) => (route.name === name ? ('page' as const) : undefined);
  return (
    <nav aria-label="Studio">
      <ul>
        <li>
          <Link to="/studio" aria-current={current('pages')}>
            Pages
          </Link>
        </li>
        {can(user.role, 'admin') ? (
          <>
            <li>
              <Link to="/studio/users" aria-current={current('users')}>
                Users
              </Link>
            </li>
            <li>
              <Link to="/studio/audit" aria-current={current('audit')}>
                Audit log
              </Link>
            </li>
          </>
        ) : null}
      </ul>
      <span className="who" data-testid="signed-in-as">
        {user.email} ({user.role})
      </span>
      <button type="button" className="secondary" onClick={() => void signOut()}>
        Sign out
      </button>
    </nav>
  );
}

function CurrentPage({ route }: { route: Route }) {
  const { user } = useStudio();
  switch (route.name) {
    case 'pages':
      return <PagesList />;
    case 'editor':
      return <EditorPage key={route.layoutId} layoutId={route.layoutId} />;
    case 'users':
      return can(user.role, 'admin') ? <UsersPage /> : <NotAllowed />;
    case 'audit':
      return can(user.role, 'admin') ? <AuditPage /> : <NotAllowed />;
    default:
      return (
        <section>
          <h1>Page not found</h1>
          <p>
            <button type="button" onClick={() => navigate('/studio')}>
              Go to the pages
            </button>
          </p>
        </section>
      );
  }
}

function NotAllowed() {
  return (
    <section>
      <h1>Not allowed</h1>
      <p>Only administrators see this page.</p>
    </section>
  );
}
