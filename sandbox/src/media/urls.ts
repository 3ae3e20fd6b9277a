/** Absolute URLs of sandbox media, under the base URL the sandbox is reached at. */
import type { MediaKind } from './svg.ts';

export function mediaUrl(base: string, kind: MediaKind, name: string): string {
  return `${base}/media/${kind}/${encodeURIComponent(name)}.svg`;
}

/** Every video name serves the same short looping clip (media/video.ts); its poster shows the same scene. */
export function videoUrl(base: string, name: string, format: 'webm' | 'mp4'): string {
  return `${base}/media/video/${encodeURIComponent(name)}.${format}`;
}
