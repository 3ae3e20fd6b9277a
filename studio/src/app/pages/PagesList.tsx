/** The pages staff can reach, grouped into home, trip and landing pages, with their publishing state. */
import type { LayoutDetail, LayoutSummary, StudioOptions } from '@waypoint/schemas';
import { useCallback, useEffect, useState } from 'react';
import { api, messageOf } from '../api.ts';
import { can } from '../lib/roles.ts';
import { Link, navigate } from '../router.tsx';
import { useOptions, useStudio } from '../session.tsx';
import { NewLandingPage, NewPartnerLayout } from './NewLayoutForms.tsx';

export function affiliateName(options: StudioOptions | null, id: number | null): string {
  if (id === null) return 'Main site';
  const name = options?.affiliates.find((a) => a.id === id)?.name;
  return name ? `${name} (${id})` : `Affiliate ${id}`;
}

const isLanding = (l: LayoutSummary) => l.scope.pageKey.startsWith('landing:');
const isTrip = (l: LayoutSummary) => l.previewTrip;

export function PagesList() {
  const { user } = useStudio();
  const { value: options } = useOptions();
  const [layouts, setLayouts] = useState<LayoutSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [market, setMarket] = useState('');
  const [creating, setCreating] = useState<'landing' | 'partner' | null>(null);

  const load = useCallback(() => {
    api<{ layouts: LayoutSummary[] }>('GET', '/layouts').then(
      ({ data }) => setLayouts(data.layouts),
      (err: unknown) => setError(messageOf(err)),
    );
  }, []);
  useEffect(() => {
    document.title = 'Pages — Waypoint Studio';
    load();
  }, [load]);

  const shown = (layouts ?? []).filter(
    (l) => !market || l.scope.market === market || (market === 'all' && l.scope.market === null),
  );
  const groups = [
    { title: 'Home pages', id: 'home-pages', items: shown.filter((l) => l.scope.pageKey === 'home') },
    { title: 'Trip pages', id: 'trip-pages', items: shown.filter(isTrip) },
    { title: 'Landing pages', id: 'landing-pages', items: shown.filter(isLanding) },
  ];
  // A layout of any other page kind (an error page's, say) is listed too, never hidden.
  const other = shown.filter((l) => l.scope.pageKey !== 'home' && !isTrip(l) && !isLanding(l));
  if (other.length > 0) groups.push({ title: 'Other pages', id: 'other-pages', items: other });

  return (
    <section>
      <h1>Pages</h1>
      <div className="toolbar">
        <div className="field inline">
          <label htmlFor="market-filter">Market</label>
          <select id="market-filter" value={market} onChange={(e) => setMarket(e.target.value)}>
            <option value="">All layouts</option>
            <option value="all">Layouts for all markets</option>
            {options?.markets.map((m) => (
              <option key={m} value={m}>
                {m.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        {can(user.role, 'edit') ? (
          <>
            <button
              type="button"
              aria-expanded={creating === 'landing'}
              onClick={() => setCreating(creating === 'landing' ? null : 'landing')}
            >
              New landing page
            </button>
            <button
              type="button"
              aria-expanded={creating === 'partner'}
              onClick={() => setCreating(creating === 'partner' ? null : 'partner')}
            >
              New partner layout
            </button>
          </>
        ) : null}
      </div>
      {creating === 'landing' ? (
        <NewLandingPage onCancel={() => setCreating(null)} onCreated={created} />
      ) : null}
      {creating === 'partner' ? (
        <NewPartnerLayout layouts={layouts ?? []} onCancel={() => setCreating(null)} onCreated={created} />
      ) : null}
      {error ? <p role="alert">The pages could not be loaded: {error}</p> : null}
      {layouts === null && !error ? <p>Loading…</p> : null}
      {layouts !== null
        ? groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id}>
              <h2 id={group.id}>{group.title}</h2>
              {group.items.length === 0 ? (
                <p>None.</p>
              ) : (
                <LayoutTable layouts={group.items} options={options} />
              )}
            </section>
          ))
        : null}
    </section>
  );

  function created(detail: LayoutDetail) {
    setCreating(null);
    load();
    navigate(`/studio/layouts/${encodeURIComponent(detail.layout.id)}`);
  }
}

function LayoutTable({ layouts, options }: { layouts: LayoutSummary[]; options: StudioOptions | null }) {
  return (
    <table className="data">
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Market</th>
          <th scope="col">Affiliate</th>
          <th scope="col">Site kind</th>
          <th scope="col">Live version</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {layouts.map((l) => (
          <tr
            key={l.id}
            data-testid={`layout-row-${l.id}`}
            data-page-key={l.scope.pageKey}
            data-market={l.scope.market ?? ''}
            data-affiliate={l.scope.affiliateId ?? ''}
          >
            <th scope="row">
              <Link to={`/studio/layouts/${encodeURIComponent(l.id)}`}>{l.name}</Link>
              <div className="muted">{l.path}</div>
            </th>
            <td>{l.scope.market?.toUpperCase() ?? 'All markets'}</td>
            <td>{affiliateName(options, l.scope.affiliateId)}</td>
            <td>{l.scope.siteKind ?? 'Any'}</td>
            <td>{l.publishedVersion === null ? 'Never published' : `v${l.publishedVersion}`}</td>
            <td>
              {l.unpublishedChanges ? (
                <span className="badge warn">Unpublished changes</span>
              ) : (
                <span className="badge">Up to date</span>
              )}
              {l.pendingSchedules > 0 ? (
                <span className="badge info">
                  {l.pendingSchedules} scheduled publication{l.pendingSchedules === 1 ? '' : 's'}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
