/** The committed clip is a small, silent, fast-start loop; Range headers parse as RFC 9110 says. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRange, type RangeResult, VIDEO_FILES } from './video.ts';

describe('parseRange (1000-byte body)', () => {
  it.each<[string | undefined, RangeResult['kind'], number?, number?]>([
    [undefined, 'full'],
    ['bytes=0-0', 'partial', 0, 0],
    ['bytes=0-499', 'partial', 0, 499],
    ['bytes=500-', 'partial', 500, 999],
    ['bytes=-200', 'partial', 800, 999],
    ['bytes=-5000', 'partial', 0, 999],
    ['bytes=900-5000', 'partial', 900, 999],
    ['Bytes=1-2', 'partial', 1, 2],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=x-1', 'unsatisfiable'],
    ['bytes=0-1,3-4', 'full'],
    ['pages=1-2', 'full'],
    ['nonsense', 'full'],
  ])('%s -> %s %s-%s', (header, kind, start, end) => {
    const result = parseRange(header, 1000);
    expect(result.kind).toBe(kind);
    if (result.kind === 'partial') expect([result.start, result.end]).toEqual([start, end]);
  });
});

describe('the committed clip', () => {
  const webm = readFileSync(VIDEO_FILES.webm);
  const mp4 = readFileSync(VIDEO_FILES.mp4);

  it('stays under 300 KB in both formats', () => {
    expect(webm.length).toBeLessThan(300_000);
    expect(mp4.length).toBeLessThan(300_000);
  });

  it('is a WebM (EBML) file with a VP9 track', () => {
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.includes('webm')).toBe(true);
    expect(webm.includes('V_VP9')).toBe(true);
  });

  it('is an H.264 MP4 with its index before the data (faststart) and no audio track', () => {
    expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    expect(mp4.includes('avc1')).toBe(true);
    expect(mp4.includes('soun')).toBe(false);
  });
});
