/** Administrators: the audit log, newest first (every write and every denial). */
import type { AuditRecord } from '@waypoint/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { describeInstant } from '../lib/zoned-time.ts';

export function AuditPage() {
  const [entries, setEntries] = useState<AuditRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [layoutId, setLayoutId] = useState('');

  const load = useCallback((filter: { actor: string; layoutId: string }) => {
    const q = new URLSearchParams({ limit: '200' });
    if (filter.actor) q.set('actor', filter.actor);
    if (filter.layoutId) q.set('layoutId', filter.layoutId);
    api<{ entries: AuditRecord[] }>('GET', `/audit?${q}`).then(
      ({ data }) => {
        setEntries(data.entries);
        setError(null);
      },
      (err: unknown) => setError(messageOf(err)),
    );
  }, []);
  useEffect(() => {
    document.title = 'Audit log — Waypoint Studio';
    load({ actor: '', layoutId: '' });
  }, [load]);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    load({ actor: actor.trim(), layoutId: layoutId.trim() });
  };

  return (
    <section>
      <h1>Audit log</h1>
      <form className="toolbar" onSubmit={filter} aria-label="Filter the audit log">
        <div className="field inline">
          <label htmlFor="audit-actor">Actor</label>
          <input id="audit-actor" value={actor} onChange={(e) => setActor(e.target.value)} />
        </div>
        <div className="field inline">
          <label htmlFor="audit-layout">Layout id</label>
          <input id="audit-layout" value={layoutId} onChange={(e) => setLayoutId(e.target.value)} />
        </div>
        <button type="submit">Filter</button>
      </form>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {entries === null && !error ? <p>Loading…</p> : null}
      {entries ? (
        <table className="data" data-testid="audit">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Action</th>
              <th scope="col">Outcome</th>
              <th scope="col">Layout</th>
              <th scope="col">Address</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td>{describeInstant(e.at)}</td>
                <td>{e.actor}</td>
                <td>{e.action}</td>
                <td>
                  <span className={e.outcome === 'ok' ? 'badge' : 'badge warn'}>{e.outcome}</span>
                </td>
                <td>
                  {e.layoutId ?? ''}
                  {e.version ? ` v${e.version}` : ''}
                </td>
                <td>{e.ip ?? ''}</td>
                <td>
                  <code className="details">
                    {Object.keys(e.details).length > 0 ? JSON.stringify(e.details) : ''}
                  </code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
