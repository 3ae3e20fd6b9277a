/** Publishing now (with a note), scheduling a publication, and the pending schedules with Cancel. */

import type { PublishResponse, ScheduledPublication } from '@waypoint/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';
import { can } from '../lib/roles.ts';
import { describeInstant, zonedToIso } from '../lib/zoned-time.ts';
import { useOptions, useStudio, zoneOf } from '../session.tsx';
import { ZoneSelect } from '../ZoneSelect.tsx';
import type { DraftState } from './use-draft.ts';

export function PublishPanel({ draft }: { draft: DraftState }) {
  const { user, announce } = useStudio();
  const { value: options } = useOptions();
  const layout = draft.layout!;
  const base = `/layouts/${encodeURIComponent(layout.id)}`;
  const mayPublish = can(user.role, 'publish');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [schedules, setSchedules] = useState<ScheduledPublication[] | null>(null);
  const [at, setAt] = useState('');
  const [zoneChoice, setZone] = useState<string | null>(null);
  const zone = zoneChoice ?? zoneOf(options, layout.scope.market);
  const [scheduleNote, setScheduleNote] = useState('');

  const loadSchedules = useCallback(() => {
    api<{ schedules: ScheduledPublication[] }>('GET', `${base}/schedules`).then(
      ({ data }) => setSchedules(data.schedules),
      (err: unknown) =>
        setMessage({ kind: 'error', text: `Schedules could not be loaded: ${messageOf(err)}` }),
    );
  }, [base]);
  useEffect(loadSchedules, [loadSchedules]);

  /** Runs a write after saving unsaved changes; a 412 reloads the page's state and says why. */
  const write = async (what: string, run: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      if (!(await draft.ensureSaved())) {
        setMessage({ kind: 'error', text: `Not ${what}: the draft could not be saved (see above).` });
        return;
      }
      const text = await run();
      setMessage({ kind: 'ok', text });
      announce(text);
      loadSchedules();
    } catch (err) {
      if (err instanceof ApiError && err.status === 412) {
        await draft.load();
        setMessage({
          kind: 'error',
          text: `Not ${what}: someone changed this page meanwhile. It was reloaded; check it and try again.`,
        });
      } else setMessage({ kind: 'error', text: `Not ${what}: ${messageOf(err)}` });
    } finally {
      setBusy(false);
    }
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    void write('published', async () => {
      const { data, etag } = await api<PublishResponse>('POST', `${base}/publish`, {
        body: note.trim() ? { note: note.trim() } : {},
        ifMatch: draft.etag(),
      });
      draft.written(etag, data.layout);
      setNote('');
      return `Published version ${data.version}. It is live now.`;
    });
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const iso = zonedToIso(at, zone);
    if (!iso) {
      setMessage({ kind: 'error', text: 'Enter the date and time to publish at.' });
      return;
    }
    void write('scheduled', async () => {
      const { etag } = await api<ScheduledPublication>('POST', `${base}/schedules`, {
        body: { at: iso, timeZone: zone, ...(scheduleNote.trim() ? { note: scheduleNote.trim() } : {}) },
        ifMatch: draft.etag(),
      });
      draft.written(etag);
      setAt('');
      setScheduleNote('');
      return `Scheduled for ${describeInstant(iso, zone)}.`;
    });
  };

  const cancel = (s: ScheduledPublication) =>
    void write('cancelled', async () => {
      const { etag } = await api<ScheduledPublication>(
        'DELETE',
        `${base}/schedules/${encodeURIComponent(s.id)}`,
        {
          ifMatch: draft.etag(),
        },
      );
      draft.written(etag);
      return `Cancelled the publication scheduled for ${describeInstant(s.at, s.timeZone)}.`;
    });

  const pending = (schedules ?? []).filter((s) => s.status === 'pending');
  const past = (schedules ?? []).filter((s) => s.status !== 'pending');

  return (
    <div className="publish">
      {message ? (
        <p
          className={message.kind === 'ok' ? 'success' : 'error'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
          data-testid="publish-message"
        >
          {message.text}
        </p>
      ) : null}
      {mayPublish ? (
        <>
          <form className="panel" onSubmit={publish} aria-labelledby="publish-title">
            <h2 id="publish-title">Publish now</h2>
            <p className="hint">
              {draft.dirty ? 'Your unsaved changes are saved first. ' : ''}The draft becomes a new version,
              live at once.
            </p>
            <div className="field">
              <label htmlFor="publish-note">Note (optional)</label>
              <input
                id="publish-note"
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <button type="submit" disabled={busy}>
              {draft.dirty ? 'Save and publish now' : 'Publish now'}
            </button>
          </form>
          <form className="panel" onSubmit={schedule} aria-labelledby="schedule-title">
            <h2 id="schedule-title">Schedule publication</h2>
            <p className="hint">Publishes the draft as it is now, at the time you pick.</p>
            <div className="field">
              <label htmlFor="schedule-at">Publish at</label>
              <input
                id="schedule-at"
                type="datetime-local"
                value={at}
                onChange={(e) => setAt(e.target.value)}
                required
              />
            </div>
            <div className="field">
              <label htmlFor="schedule-zone">Time zone</label>
              <ZoneSelect id="schedule-zone" value={zone} onChange={setZone} />
            </div>
            <div className="field">
              <label htmlFor="schedule-note">Note (optional)</label>
              <input
                id="schedule-note"
                value={scheduleNote}
                maxLength={500}
                onChange={(e) => setScheduleNote(e.target.value)}
              />
            </div>
            <button type="submit" disabled={busy}>
              Schedule
            </button>
          </form>
        </>
      ) : (
        <p className="notice">You can save drafts; a publisher publishes them.</p>
      )}
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">Scheduled publications</h2>
        {schedules === null ? <p>Loading…</p> : null}
        {schedules !== null && pending.length === 0 ? <p>None pending.</p> : null}
        {pending.length > 0 ? (
          <ul className="plain-list" data-testid="pending-schedules">
            {pending.map((s) => (
              <li key={s.id}>
                {describeInstant(s.at, s.timeZone)} — by {s.createdBy}
                {s.note ? ` — ${s.note}` : ''}{' '}
                {mayPublish ? (
                  <button type="button" className="secondary small" disabled={busy} onClick={() => cancel(s)}>
                    Cancel
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {past.length > 0 ? (
          <details>
            <summary>Earlier schedules ({past.length})</summary>
            <ul className="plain-list">
              {past.map((s) => (
                <li key={s.id}>
                  {describeInstant(s.at, s.timeZone)} — {s.status}
                  {s.version ? ` (v${s.version})` : ''}
                  {s.error ? `: ${s.error}` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </div>
  );
}
