import { describe, expect, it } from 'vitest';
import { copyLink, shareCapabilities, shareNatively } from './share-actions.ts';

const DATA = { title: 'Japan in 10 days', text: 'Have a look', url: 'https://www.waypoint.test/us/412' };
const named = (name: string) => Object.assign(new Error(name), { name });

describe('shareCapabilities', () => {
  it('offers the share sheet only where navigator.share exists, copying where the clipboard does', () => {
    expect(shareCapabilities(undefined)).toEqual({ native: false, copy: false });
    expect(shareCapabilities({})).toEqual({ native: false, copy: false });
    expect(shareCapabilities({ share: async () => {} })).toEqual({ native: true, copy: false });
    expect(shareCapabilities({ clipboard: { writeText: async () => {} } })).toEqual({
      native: false,
      copy: true,
    });
    expect(shareCapabilities({ clipboard: {} })).toEqual({ native: false, copy: false });
  });
});

describe('shareNatively', () => {
  it('hands title, text and address to the share sheet', async () => {
    const shared: ShareData[] = [];
    const outcome = await shareNatively({ share: async (data) => void shared.push(data) }, DATA);
    expect(outcome).toBe('shared');
    expect(shared).toEqual([DATA]);
  });

  it('takes a closed sheet as cancelled, and any other refusal as failed (the links are offered)', async () => {
    expect(await shareNatively({ share: () => Promise.reject(named('AbortError')) }, DATA)).toBe('cancelled');
    expect(await shareNatively({ share: () => Promise.reject(named('NotAllowedError')) }, DATA)).toBe(
      'failed',
    );
    expect(await shareNatively({}, DATA)).toBe('failed');
  });
});

describe('copyLink', () => {
  it('puts the address on the clipboard', async () => {
    let clipboard = '';
    const nav = {
      clipboard: {
        writeText: async (text: string) => {
          clipboard = text;
        },
      },
    };
    expect(await copyLink(nav, DATA.url)).toBe(true);
    expect(clipboard).toBe(DATA.url);
  });

  it('reports a refused or missing clipboard instead of throwing', async () => {
    expect(
      await copyLink({ clipboard: { writeText: () => Promise.reject(named('NotAllowedError')) } }, DATA.url),
    ).toBe(false);
    expect(await copyLink({}, DATA.url)).toBe(false);
  });
});
