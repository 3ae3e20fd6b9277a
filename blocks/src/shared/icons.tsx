/**
 * Inline SVG icons (24 × 24, stroked with currentColor), named as the contract names them (promise boxes,
 * brand-story cards, themed carousels) plus the controls' own (share networks, calendar markers, ...).
 * Unknown names fall back to a compass.
 */
const PATHS: Record<string, string> = {
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  'best-price': 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01M9 15l6-6',
  experts: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2-5 2',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  device: 'M7 2h10v20H7zM11 18h2',
  relax: 'M3 18h18M5 18l2-6h10l2 6M12 12V4M8 6l4-2 4 2',
  beach: 'M2 20c3-2 6-2 10 0s7 2 10 0M12 20 9 6M4 9c2-4 8-5 12-2M9 6c3-2 7-1 9 2',
  'short-trips': 'M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  family:
    'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM2 21c0-4 3-7 6-7s6 3 6 7M13 21c0-3 2-6 4-6s5 2 5 6',
  adventure: 'M2 20 9 8l4 6 3-4 6 10zM9 8l2-4',
  honeymoon: 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11z',
  culture: 'M3 21h18M5 21V10M19 21V10M9 21V10M15 21V10M2 10l10-6 10 6z',
  safari: 'M4 20c0-6 4-10 8-10s8 4 8 10M12 10V4M9 4h6M6 14h.01M18 14h.01',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5 5 19',
  'chevron-left': 'M15 5l-7 7 7 7',
  'chevron-right': 'M9 5l7 7-7 7',
  'chevron-down': 'M5 9l7 7 7-7',
  play: 'M7 4v16l13-8z',
  pause: 'M7 4h3v16H7zM14 4h3v16h-3z',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  shield: 'M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'arrow-right': 'M4 12h16M14 6l6 6-6 6',
  'map-pin':
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  share: 'M4 13v6a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-6M12 15V3.5M7.5 8 12 3.5 16.5 8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  facebook: 'M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5A1 1 0 0 1 13.5 6.5h2z',
  x: 'M4 4h4.5l11.5 16h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7',
  whatsapp:
    'M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3zM9 8.2c.3-.3.7-.3.9 0l1 1.6c.2.3.1.6-.1.9l-.5.5a6 6 0 0 0 2.6 2.6l.5-.5c.3-.2.6-.3.9-.1l1.6 1c.3.2.3.6 0 .9l-.7.7c-.6.6-1.6.7-2.4.3a10 10 0 0 1-4.4-4.4c-.4-.8-.3-1.8.3-2.4z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
  person: 'M12 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM5 21c0-4 3-6.5 7-6.5s7 2.5 7 6.5',
  ring: 'M12 6.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  alert: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5V13M12 16.5h.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  plane: 'M21 15.5v-2L13.5 9V4a1.5 1.5 0 0 0-3 0v5L3 13.5v2l7.5-2.5V18L8 19.5V21l4-1 4 1v-1.5L13.5 18v-5z',
  suitcase: 'M9 6V4h6v2M5 6h14v14H5zM9 6v14M15 6v14',
  'suitcase-off': 'M9 6V4h6v2M5 6h14v14H5zM3 3l18 18',
  hotel: 'M3 6v13M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-8v5M6.5 11.5h.01',
  transfer: 'M5 4h14v12H5zM5 11h14M7 16v3M17 16v3M8 13.5h.01M16 13.5h.01',
  activity: 'M5 21V4M5 4h11l-2 4 2 4H5',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  'document-download': 'M6 3h8l4 4v14H6zM14 3v4h4M12 10v7M9 14l3 3 3-3',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  bank: 'M3 10h18M12 3l9 5H3zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  instalments: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h2M11 14h2M14 14h2M8 17h2',
};

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
  /** Filled instead of stroked (stars). */
  filled?: boolean;
  /** The stroke of an outlined icon (small marks read better bolder). */
  strokeWidth?: number;
}

/** Decorative: hidden from assistive technology; label the control that holds it instead. */
export function Icon({ name, size = 24, className, filled = false, strokeWidth = 1.8 }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.compass} />
    </svg>
  );
}

export const ICON_NAMES = Object.keys(PATHS);

export interface IconFact {
  /** An icon name; unique within one list (it keys the item). */
  icon: string;
  text: string;
}

/** Short facts, each after its icon (a trip's dates, its travellers), as a list that stays a list. */
export function IconFacts({ className, facts }: { className: string; facts: readonly IconFact[] }) {
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
      role="list"
      className={className}
    >
      {facts.map((fact) => (
        <li key={fact.icon}>
          <Icon name={fact.icon} size={18} />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
