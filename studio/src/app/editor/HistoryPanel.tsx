/** Published versions, a readable diff between any two (or the draft), and rollback (a new version). */
import type { DiffRef, LayoutDiff, PublishResponse, VersionSummary } from '@waypoint/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';
import { can } from '../lib/roles.ts';
import { describeInstant } from '../lib/zoned-time.ts';
import { useStudio } from '../session.tsx';
import type { DraftState } from './use-draft.ts';

export function HistoryPanel({ draft }: { draft: DraftState }) {
  const { user, announce } = useStudio();
  const layout = draft.layout!;
  const base = `/layouts/${encodeURIComponent(layout.id)}`;
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('draft');
  const [diff, setDiff] = useState<LayoutDiff | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api<{ versions: VersionSummary[] }>('GET', `${base}/versions`).then(
      ({ data }) => {
        setVersions(data.versions);
        setFrom((f) => f || String(data.versions[0]?.version ?? ''));
      },
      (err: unknown) => setError(messageOf(err)),
    );
  }, [base]);
  useEffect(load, [load]);

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await api<LayoutDiff>(
        'GET',
        `${base}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      );
      setDiff(data);
    } catch (err) {
      setError(messageOf(err));
    }
  };

  const rollback = async (version: number) => {
    setBusy(true);
    setError(null);
    try {
      const { data, etag } = await api<PublishResponse>('POST', `${base}/rollback`, {
        body: { version },
        ifMatch: draft.etag(),
      });
      draft.written(etag, data.layout);
      await draft.load();
      announce(`Rolled back to v${version}: version ${data.version} is live.`);
      setConfirming(null);
      load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 412) {
        await draft.load();
        setError('Someone changed this page meanwhile; it was reloaded. Try again.');
      } else setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const refs: { value: string; label: string }[] = [
    { value: 'draft', label: 'Draft' },
    ...(versions ?? []).map((v) => ({
      value: String(v.version),
      label: `v${v.version}${v.current ? ' (live)' : ''}`,
    })),
  ];
  const refName = (r: DiffRef) => (r === 'draft' ? 'the draft' : `v${r}`);
  const mayRollback = can(user.role, 'publish');

  return (
    <div className="history">
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <section aria-labelledby="versions-title">
        <h2 id="versions-title">Versions</h2>
        {versions === null ? <p>Loading…</p> : null}
        {versions?.length === 0 ? <p>Never published.</p> : null}
        {versions && versions.length > 0 ? (
          <table className="data" data-testid="versions">
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">Published</th>
                <th scope="col">By</th>
                <th scope="col">Note</th>
                <th scope="col">Blocks</th>
                {mayRollback ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version}>
                  <th scope="row">
                    v{v.version} {v.current ? <span className="badge info">Live</span> : null}
                    {v.rollbackOf ? <span className="muted small"> (copy of v{v.rollbackOf})</span> : null}
                  </th>
                  <td>{describeInstant(v.publishedAt)}</td>
                  <td>{v.publishedBy}</td>
                  <td>{v.note ?? ''}</td>
                  <td>{v.placementCount}</td>
                  {mayRollback ? (
                    <td>
                      {v.current ? null : confirming === v.version ? (
                        <span className="confirm">
                          <span>Roll back to v{v.version}? It becomes a new live version.</span>{' '}
                          <button
                            type="button"
                            className="danger small"
                            disabled={busy}
                            onClick={() => void rollback(v.version)}
                          >
                            Confirm rollback to v{v.version}
                          </button>{' '}
                          <button
                            type="button"
                            className="secondary small"
                            onClick={() => setConfirming(null)}
                          >
                            Keep the current version
                          </button>
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="secondary small"
                          onClick={() => setConfirming(v.version)}
                        >
                          Roll back to v{v.version}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <form className="panel" onSubmit={compare} aria-labelledby="compare-title">
        <h2 id="compare-title">Compare</h2>
        <div className="inline-fields">
          <div className="field inline">
            <label htmlFor="diff-from">From</label>
            <select id="diff-from" value={from} onChange={(e) => setFrom(e.target.value)}>
              {refs.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field inline">
            <label htmlFor="diff-to">To</label>
            <select id="diff-to" value={to} onChange={(e) => setTo(e.target.value)}>
              {refs.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={!from}>
            Show changes
          </button>
        </div>
        {diff ? (
          <div aria-live="polite">
            <h3>
              From {refName(diff.from)} to {refName(diff.to)}
            </h3>
            {diff.changes.length === 0 ? (
              <p>No changes.</p>
            ) : (
              <ul data-testid="diff-changes">
                {diff.changes.map((c, i) => (
                  <li key={`${c.placementId}-${i}`}>{c.summary}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </form>
    </div>
  );
}
