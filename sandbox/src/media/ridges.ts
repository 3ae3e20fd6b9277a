/** Ridge lines of the generated landscapes (scene.ts) and the SVG paths drawn from them. */

export type Point = readonly [number, number];

const r = Math.round;

/** Points along a ridge from beyond the left edge to beyond the right one. */
export function ridgePoints(
  rand: () => number,
  width: number,
  base: number,
  amp: number,
  step: number,
  sharp: boolean,
) {
  const points: Point[] = [];
  for (let x = -rand() * step; ; x += step * (0.65 + rand() * 0.7)) {
    const peak = points.length % 2 === 0;
    const lift = peak ? (sharp ? 0.55 : 0.6) + rand() * 0.4 : rand() * (sharp ? 0.3 : 0.35);
    points.push([r(x), r(base - amp * lift)]);
    if (x > width) return points;
  }
}

/** A closed silhouette under the ridge: straight edges for peaks, quadratic curves for soft land. */
export function silhouette(points: Point[], height: number, sharp: boolean): string {
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  let d = `M${first[0]} ${height + 4}L${first[0]} ${first[1]}`;
  if (sharp)
    d += points
      .slice(1)
      .map(([x, y]) => ` ${x} ${y}`)
      .join('');
  else {
    for (let i = 1; i < points.length - 1; i++) {
      const [x, y] = points[i] as Point;
      const [nx, ny] = points[i + 1] as Point;
      d += `Q${x} ${y} ${r((x + nx) / 2)} ${r((y + ny) / 2)}`;
    }
    d += `L${last[0]} ${last[1]}`;
  }
  return `${d}L${last[0]} ${height + 4}Z`;
}

/** Snow on the peaks of a sharp ridge that rise above `line`: the top quarter of each slope. */
export function snowCaps(points: Point[], line: number, fill: string): string {
  let d = '';
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i] as Point;
    const [px, py] = points[i - 1] as Point;
    const [nx, ny] = points[i + 1] as Point;
    if (y > line || y > py || y > ny) continue;
    const at = (ax: number, ay: number, f: number) => `${r(x + (ax - x) * f)} ${r(y + (ay - y) * f)}`;
    d += `M${x} ${y}L${at(nx, ny, 0.28)} ${at(px * 0.6 + nx * 0.4, py * 0.6 + ny * 0.4, 0.12)} ${at(px, py, 0.24)}Z`;
  }
  return d ? `<path d="${d}" fill="${fill}"/>` : '';
}
