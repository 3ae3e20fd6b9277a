/** Tiny colour helpers for the generated media: hex <-> RGB, mixing and HSL. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** `a` at t = 0, `b` at t = 1. */
export function mix(a: string, b: string, t: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from.map((channel, i) => toHex(channel + ((to[i] as number) - channel) * t)).join('')}`;
}

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => (l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))) * 255;
  return `#${toHex(channel(0))}${toHex(channel(8))}${toHex(channel(4))}`;
}
