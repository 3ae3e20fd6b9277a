/** Glyphs of the share control (24 × 24, stroked like shared/icons.tsx): decorative, beside text. */
import type { TripShare } from '@waypoint/schemas';

/** The schemas export ShareNetwork as a zod value only; its type, from the share links. */
type ShareNetwork = TripShare['links'][number]['network'];

const PATHS = {
  share: 'M4 13v6a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6M12 15V3.5M7.5 8 12 3.5 16.5 8',
  copy: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  facebook: 'M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5A1 1 0 0 1 13.5 6.5h2z',
  x: 'M4 4h4.5l11.5 16h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7',
  whatsapp:
    'M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3zM9 8.2c.3-.3.7-.3.9 0l1 1.6c.2.3.1.6-.1.9l-.5.5a6 6 0 0 0 2.6 2.6l.5-.5c.3-.2.6-.3.9-.1l1.6 1c.3.2.3.6 0 .9l-.7.7c-.6.6-1.6.7-2.4.3a10 10 0 0 1-4.4-4.4c-.4-.8-.3-1.8.3-2.4z',
  email: 'M3 5h18v14H3zM3 6l9 7 9-7',
} as const satisfies Record<ShareNetwork | 'share' | 'copy', string>;

export function ShareGlyph({ name, size = 20 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
