/** Absolute URLs of sandbox media, under the base URL the sandbox is reached at. */
import type { MediaKind } from './svg.ts';

export function mediaUrl(base: string, kind: MediaKind, name: string): string {
  return `${base}/media/${kind}/${encodeURIComponent(name)}.svg`;
}

/** Video files are never served (404): only the poster exists. Clients must fall back to it. */
export function videoUrl(base: string, name: string, format: 'webm' | 'mp4'): string {
  return `${base}/media/video/${encodeURIComponent(name)}.${format}`;
}
