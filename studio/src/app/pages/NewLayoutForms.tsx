/** Creating a landing page (slug, name, market) and a partner's layout (a copy of a market's layout). */
import type { CreateLayoutRequest, LayoutDetail, LayoutSummary } from '@waypoint/schemas';
import { type FormEvent, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';
import { useOptions } from '../session.tsx';

interface FormProps {
  onCreated(detail: LayoutDetail): void;
  onCancel(): void;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function useCreate(onCreated: FormProps['onCreated']) {
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const create = async (request: CreateLayoutRequest) => {
    setBusy(true);
    setErrors([]);
    try {
      const { data } = await api<LayoutDetail>('POST', '/layouts', { body: request });
      onCreated(data);
    } catch (err) {
      if (err instanceof ApiError && err.errors.length > 0) {
        setErrors(err.errors.map((e) => `${e.path.join('.')}: ${e.message}`));
      } else setErrors([messageOf(err)]);
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, create };
}

function Errors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="error" role="alert">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

function Actions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="actions">
      <button type="submit" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function NewLandingPage({ onCreated, onCancel }: FormProps) {
  const { value: options } = useOptions();
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [market, setMarket] = useState('');
  const { errors, setErrors, busy, create } = useCreate(onCreated);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!SLUG.test(slug)) {
      setErrors(['Address: use lower-case letters, digits and single hyphens, e.g. summer-sale']);
      return;
    }
    void create({
      scope: {
        pageKey: `landing:${slug}`,
        market: (market || null) as never,
        affiliateId: null,
        siteKind: null,
      },
      name,
    });
  };

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-landing-title">
      <h2 id="new-landing-title">New landing page</h2>
      <div className="field">
        <label htmlFor="landing-slug">Address (slug)</label>
        <input
          id="landing-slug"
          value={slug}
          onChange={(e) => setSlug(e.target.value.trim())}
          aria-describedby="landing-slug-hint"
          required
        />
        <p className="hint" id="landing-slug-hint">
          Served at /landingPage/{slug || 'your-slug'} and /&lt;market&gt;/landingPage/{slug || 'your-slug'}.
        </p>
      </div>
      <div className="field">
        <label htmlFor="landing-name">Name (the page title)</label>
        <input id="landing-name" value={name} onChange={(e) => setName(e.target.value)} required />
      </div>
      <div className="field">
        <label htmlFor="landing-market">Market</label>
        <select id="landing-market" value={market} onChange={(e) => setMarket(e.target.value)}>
          <option value="">All markets</option>
          {options?.markets.map((m) => (
            <option key={m} value={m}>
              {m.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <Errors errors={errors} />
      <Actions submit="Create landing page" busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function NewPartnerLayout({ layouts, onCreated, onCancel }: FormProps & { layouts: LayoutSummary[] }) {
  const { value: options } = useOptions();
  const partners = [
    ...new Map(
      (options?.affiliates ?? [])
        .filter((a) => a.siteKind === 'partner' || a.siteKind === 'whiteLabel')
        .map((a) => [a.id, a]),
    ).values(),
  ];
  const sources = layouts.filter((l) => l.scope.affiliateId === null);
  const [affiliate, setAffiliate] = useState('');
  const [source, setSource] = useState('');
  const [name, setName] = useState('');
  const { errors, setErrors, busy, create } = useCreate(onCreated);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = sources.find((l) => l.id === source);
    const partner = partners.find((p) => String(p.id) === affiliate);
    if (!from || !partner) {
      setErrors(['Pick a partner and the layout to copy.']);
      return;
    }
    void create({
      scope: { ...from.scope, affiliateId: partner.id, siteKind: null },
      name: name.trim() || `${from.name} — ${partner.name}`,
      copyFrom: from.id,
    });
  };

  return (
    <form className="panel" onSubmit={submit} aria-labelledby="new-partner-title">
      <h2 id="new-partner-title">New partner layout</h2>
      <p className="hint">
        The partner's layout starts as a copy of the one you pick, then lives on its own.
      </p>
      <div className="field">
        <label htmlFor="partner-affiliate">Partner</label>
        <select
          id="partner-affiliate"
          value={affiliate}
          onChange={(e) => setAffiliate(e.target.value)}
          required
        >
          <option value="">Choose a partner…</option>
          {partners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.id}, {p.siteKind === 'whiteLabel' ? 'white label' : 'partner'})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="partner-source">Copy from</label>
        <select id="partner-source" value={source} onChange={(e) => setSource(e.target.value)} required>
          <option value="">Choose a layout…</option>
          {sources.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.path})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="partner-name">Name</label>
        <input
          id="partner-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Optional"
        />
      </div>
      <Errors errors={errors} />
      <Actions submit="Create partner layout" busy={busy} onCancel={onCancel} />
    </form>
  );
}
