/** The editor of one layout: arrange and configure (Edit), Preview, Publish and schedule, History. */
import { useEffect, useRef, useState } from 'react';
import { errorCount } from '../lib/field-errors.ts';
import { can } from '../lib/roles.ts';
import { describeInstant } from '../lib/zoned-time.ts';
import { Link, setLeaveGuard } from '../router.tsx';
import { useStudio } from '../session.tsx';
import { ConflictPanel } from './ConflictPanel.tsx';
import { EditTab } from './EditTab.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { useDraft } from './use-draft.ts';

const TABS = [
  { id: 'edit', label: 'Edit' },
  { id: 'preview', label: 'Preview' },
  { id: 'publish', label: 'Publish' },
  { id: 'history', label: 'History' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function EditorPage({ layoutId }: { layoutId: string }) {
  const { user, announce } = useStudio();
  const draft = useDraft(layoutId);
  const [tab, setTab] = useState<Tab>('edit');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const editable = can(user.role, 'edit');
  const { dirty, layout } = draft;

  useEffect(() => {
    document.title = `${layout?.name ?? 'Page'} — Waypoint Studio`;
  }, [layout?.name]);

  // Leaving with unsaved changes asks first: the browser's own prompt, and a confirm inside the app.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    setLeaveGuard(
      () => !dirtyRef.current || window.confirm('This page has unsaved changes. Leave without saving?'),
    );
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      setLeaveGuard(null);
    };
  }, []);

  if (draft.loadError) {
    return (
      <section>
        <h1>Page</h1>
        <p role="alert">This page could not be loaded: {draft.loadError}</p>
        <Link to="/studio">Back to the pages</Link>
      </section>
    );
  }
  if (!layout) return <p>Loading…</p>;

  const save = async () => {
    const ok = await draft.save();
    announce(ok ? 'Draft saved.' : 'The draft was not saved.');
  };

  return (
    <section className="editor" aria-labelledby="editor-title">
      <div className="editor-head">
        <div>
          <p className="crumbs">
            <Link to="/studio">Pages</Link> / {layout.path}
          </p>
          <h1 id="editor-title">{layout.name}</h1>
          <p className="muted">
            {layout.publishedVersion === null ? 'Never published' : `Live: v${layout.publishedVersion}`}
            {layout.draftUpdatedBy
              ? ` · draft saved by ${layout.draftUpdatedBy} ${describeInstant(layout.draftUpdatedAt)}`
              : ''}
          </p>
        </div>
        <div className="save-bar">
          <span className={dirty ? 'badge warn' : 'badge'} data-testid="save-state" aria-live="polite">
            {draft.saving ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
          </span>
          {editable ? (
            <button type="button" onClick={() => void save()} disabled={draft.saving || !dirty}>
              Save draft
            </button>
          ) : null}
        </div>
      </div>

      {draft.saveError ? (
        <p className="error" role="alert">
          The draft was not saved: {draft.saveError}
        </p>
      ) : null}
      {draft.errors && errorCount(draft.errors) > 0 ? (
        <ErrorSummary
          errors={draft.errors}
          placements={draft.placements}
          onPick={(id) => {
            setTab('edit');
            setSelectedId(id);
          }}
        />
      ) : null}
      {draft.conflict ? (
        <ConflictPanel
          conflict={draft.conflict}
          mine={draft.placements}
          onLoadTheirs={() => {
            draft.loadTheirs();
            announce('Loaded their version; your changes were discarded.');
          }}
          onKeepMine={async () => {
            const ok = await draft.keepMine();
            announce(ok ? 'Your version was saved over theirs.' : 'The draft was not saved.');
          }}
        />
      ) : null}

      <nav className="tabs" aria-label="Editor sections">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            className="tab"
            aria-pressed={tab === t.id}
            onClick={() => setTab(t.id)}
            data-testid={`tab-${t.id}`}
          >
            {t.label}
          </button>
        ))}
      </nav>

      {tab === 'edit' ? (
        <EditTab draft={draft} editable={editable} selectedId={selectedId} onSelect={setSelectedId} />
      ) : null}
      {tab === 'preview' ? <PreviewPanel draft={draft} editable={editable} /> : null}
      {tab === 'publish' ? <PublishPanel draft={draft} /> : null}
      {tab === 'history' ? <HistoryPanel draft={draft} /> : null}
    </section>
  );
}
