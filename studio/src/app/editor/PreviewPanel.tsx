/**
 * The saved draft as a given traveller gets it, rendered by the real renderer in a frame: market,
 * affiliate and site kind, device width, forced experiment variants, and 'as of' (schedules and
 * promotions). "Save & preview" saves unsaved changes first, since the preview shows the saved draft.
 */

import type { Device, PageExplain, StudioOptions } from '@waypoint/schemas';
import { type SyntheticEvent, useState } from 'react';
import { zonedToIso } from '../lib/zoned-time.ts';
import { labelFor, useBlockTypes, useOptions, useStudio, zoneOf } from '../session.tsx';
import { ZoneSelect } from '../ZoneSelect.tsx';
import type { DraftState } from './use-draft.ts';

export const DEVICE_WIDTHS: Record<Device, { label: string; width: number }> = {
  mobile: { label: 'Phone (375 px)', width: 375 },
  tablet: { label: 'Tablet (768 px)', width: 768 },
  desktop: { label: 'Desktop (1280 px)', width: 1280 },
};

export interface PreviewSettings {
  market: string;
  /** '<affiliateId>:<siteKind>' of one of the options' sites. */
  site: string;
  device: Device;
  experiments: Record<string, string>;
  asOf: string;
  zone: string | null;
  /** Trip pages: the trip shown with the layout (empty: the sample trip). */
  productId: string;
}

/** The preview URL's query (PreviewAudience); 'as of' empty means now. */
export function previewQuery(s: PreviewSettings, options: StudioOptions | null): string {
  const q = new URLSearchParams({ market: s.market });
  const [id, kind] = s.site.split(':');
  if (id) q.set('affiliateId', id);
  if (kind) q.set('siteKind', kind);
  q.set('device', s.device);
  const iso = s.asOf ? zonedToIso(s.asOf, s.zone ?? zoneOf(options, s.market)) : null;
  if (iso) q.set('asOf', iso);
  const forced = Object.entries(s.experiments)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}:${v}`);
  if (forced.length > 0) q.set('experiments', forced.join(','));
  if (/^\d+$/.test(s.productId)) q.set('productId', s.productId);
  return q.toString();
}

/** The id of the explain JSON in the preview page's head (studio/src/server/preview.ts). */
const EXPLAIN_ID = 'waypoint-preview-explain';

/** The explain section the preview page carries, read from the frame (same origin); null when absent. */
export function explainOf(frame: HTMLIFrameElement): PageExplain | null {
  const text = frame.contentDocument?.getElementById(EXPLAIN_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageExplain;
  } catch {
    return null; // written by our own server with safeJson: not expected
  }
}

export function PreviewPanel({ draft, editable }: { draft: DraftState; editable: boolean }) {
  const { announce } = useStudio();
  const { value: options } = useOptions();
  const layout = draft.layout!;
  const [settings, setSettings] = useState<PreviewSettings>(() => ({
    market: layout.scope.market ?? 'us',
    site: `${layout.scope.affiliateId ?? 1}:${layout.scope.siteKind ?? (layout.scope.affiliateId && layout.scope.affiliateId !== 1 ? 'partner' : 'main')}`,
    device: 'desktop',
    experiments: {},
    asOf: '',
    zone: null,
    productId: '',
  }));
  const [shown, setShown] = useState(() => previewQuery(settings, options));
  const [reloads, setReloads] = useState(0);
  const [saveFailed, setSaveFailed] = useState(false);
  const [explain, setExplain] = useState<PageExplain | null>(null);
  const { value: blockTypes } = useBlockTypes();
  const onFrameLoad = (event: SyntheticEvent<HTMLIFrameElement>) =>
    setExplain(explainOf(event.currentTarget));
  const set = (patch: Partial<PreviewSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const zone = settings.zone ?? zoneOf(options, settings.market);
  const sites = options?.affiliates ?? [];
  const siteKnown = sites.some((a) => `${a.id}:${a.siteKind}` === settings.site);

  const refresh = async () => {
    setSaveFailed(false);
    if (editable && draft.dirty && !(await draft.ensureSaved())) {
      setSaveFailed(true);
      return;
    }
    setShown(previewQuery(settings, options));
    setReloads((n) => n + 1);
    announce('Preview updated.');
  };

  const src = `/studio/preview/${encodeURIComponent(layout.id)}?${shown}`;
  const width = DEVICE_WIDTHS[settings.device].width;

  return (
    <div className="preview">
      <form
        className="panel preview-controls"
        aria-label="Preview audience"
        onSubmit={(e) => {
          e.preventDefault();
          void refresh();
        }}
      >
        <div className="field">
          <label htmlFor="pv-market">Market</label>
          <select id="pv-market" value={settings.market} onChange={(e) => set({ market: e.target.value })}>
            {(options?.markets ?? [settings.market]).map((m) => (
              <option key={m} value={m}>
                {m.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pv-site">Affiliate and site kind</label>
          <select id="pv-site" value={settings.site} onChange={(e) => set({ site: e.target.value })}>
            {siteKnown ? null : (
              <option value={settings.site}>Affiliate {settings.site.replace(':', ', ')}</option>
            )}
            {sites.map((a) => (
              <option key={`${a.id}:${a.siteKind}`} value={`${a.id}:${a.siteKind}`}>
                {a.name} ({a.id}) — {a.siteKind}, {a.host}
              </option>
            ))}
          </select>
        </div>
        {layout.previewTrip ? (
          <div className="field">
            <label htmlFor="pv-product">Trip (its number, e.g. 12)</label>
            <input
              id="pv-product"
              inputMode="numeric"
              pattern="[0-9]*"
              value={settings.productId}
              placeholder="Sample trip"
              onChange={(e) => set({ productId: e.target.value.trim() })}
            />
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="pv-device">Device</label>
          <select
            id="pv-device"
            value={settings.device}
            onChange={(e) => set({ device: e.target.value as Device })}
          >
            {(Object.keys(DEVICE_WIDTHS) as Device[]).map((d) => (
              <option key={d} value={d}>
                {DEVICE_WIDTHS[d].label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="pv-as-of">As of (empty: now)</label>
          <input
            id="pv-as-of"
            type="datetime-local"
            value={settings.asOf}
            onChange={(e) => set({ asOf: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="pv-zone">Time zone of 'as of'</label>
          <ZoneSelect id="pv-zone" value={zone} onChange={(z) => set({ zone: z })} />
        </div>
        <div className="actions">
          <button type="submit">{editable && draft.dirty ? 'Save & preview' : 'Show preview'}</button>
        </div>
        <details className="experiments">
          <summary>
            Experiment variants ({Object.values(settings.experiments).filter(Boolean).length} forced)
          </summary>
          <div className="experiment-grid">
            {options?.experiments.map((x) => (
              <div className="field" key={x.name}>
                <label htmlFor={`pv-exp-${x.name}`}>Experiment {x.name}</label>
                <select
                  id={`pv-exp-${x.name}`}
                  value={settings.experiments[x.name] ?? ''}
                  onChange={(e) =>
                    set({ experiments: { ...settings.experiments, [x.name]: e.target.value } })
                  }
                >
                  <option value="">As assigned</option>
                  {x.variants.map((v) => (
                    <option key={v} value={v}>
                      {v}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </details>
        {saveFailed ? (
          <p className="error" role="alert">
            The draft could not be saved, so the preview still shows the last saved draft.
          </p>
        ) : null}
      </form>
      <p className="hint">
        Shows the saved draft{draft.dirty ? ' (you have unsaved changes)' : ''},{' '}
        {DEVICE_WIDTHS[settings.device].label.toLowerCase()}.
      </p>
      {explain?.note ? (
        <p className="notice" role="status" data-testid="preview-note">
          {explain.note}
        </p>
      ) : null}
      {explain && explain.excluded.length > 0 ? (
        <details className="excluded" data-testid="preview-excluded">
          <summary>
            {explain.excluded.length === 1
              ? '1 block of this layout is left out for this audience'
              : `${explain.excluded.length} blocks of this layout are left out for this audience`}
          </summary>
          <ul className="excluded-list">
            {explain.excluded.map((x) => (
              <li key={x.placementId}>
                <strong>{labelFor(blockTypes, x.blockType)}</strong> ({x.placementId}): {x.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="frame-box">
        <iframe
          key={reloads}
          title={`Preview of ${layout.name}`}
          src={src}
          width={width}
          height={900}
          data-testid="preview-frame"
          data-query={shown}
          onLoad={onFrameLoad}
        />
      </div>
    </div>
  );
}
