/**
 * Regenerates src/media/video/hero-loop.{webm,mp4}: the hero posters' scene (CLIP_SEED) at 960×540 with its
 * clouds and birds drifting slowly right, as a 6 s seamless loop at 24 fps without audio. Needs ffmpeg
 * built with librsvg, libvpx and libx264 (Debian's is). Run: pnpm --filter @waypoint/sandbox run make:video
 *
 * 1. Rasterise the scene at twice the size as three layers: sky (with the sun), clouds (on a canvas
 *    wider by the drift), land. Twice the size lets the clouds move by half pixels once scaled down.
 * 2. Render LOOP + FADE seconds: the cloud layer slides right over the sky, the land goes on top.
 * 3. Loop: play from FADE to the end and cross-fade its last FADE seconds into the first FADE seconds,
 *    so the last frame leads into the first.
 * 4. Encode VP9 (webm) and H.264 (mp4, faststart), both yuv420p, no audio.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderClouds, renderScene } from '../src/media/scene.ts';
import { CLIP_SEED } from '../src/media/svg.ts';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const LOOP = 6;
const FADE = 2;
/** Pixels per second, at the output size. */
const SPEED = 6;
const DRIFT = SPEED * (LOOP + FADE);

const out = fileURLToPath(new URL('../src/media/video/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'hero-video-'));
const ffmpeg = (args: string[]) => {
  console.log(`ffmpeg ${args.map((arg) => (/[\s;[']/.test(arg) ? `"${arg}"` : arg)).join(' ')}`);
  execFileSync('ffmpeg', ['-y', '-v', 'error', ...args], { cwd: work, stdio: 'inherit' });
};

try {
  // 1. Layers, as SVG and then PNG.
  const scene = renderScene(CLIP_SEED, { width: WIDTH, height: HEIGHT, copy: 'left' });
  const wide = { width: WIDTH + DRIFT, height: HEIGHT, copy: 'left' } as const;
  const layers = {
    sky: [WIDTH, scene.sky],
    clouds: [WIDTH + DRIFT, renderClouds(CLIP_SEED, wide, scene.time)],
    land: [WIDTH, scene.land],
  } as const;
  for (const [name, [width, inner]] of Object.entries(layers)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 2}" height="${HEIGHT * 2}" viewBox="0 0 ${width} ${HEIGHT}"><defs>${scene.defs}</defs>${inner}</svg>`;
    writeFileSync(join(work, `${name}.svg`), svg);
    ffmpeg(['-i', `${name}.svg`, `${name}.png`]);
  }

  // 2–3. Drift, then loop.
  const total = LOOP + FADE;
  const input = (file: string) => ['-loop', '1', '-framerate', String(FPS), '-t', String(total), '-i', file];
  const filter = [
    `[0][1]overlay=x='${-DRIFT * 2}+t*${SPEED * 2}':y=0[a]`,
    `[a][2]overlay,scale=${WIDTH}:${HEIGHT}:flags=area,format=yuv420p,split[x][y]`,
    `[x]trim=${FADE}:${total},setpts=PTS-STARTPTS[body]`,
    `[y]trim=0:${FADE},setpts=PTS-STARTPTS[head]`,
    `[body][head]xfade=transition=fade:duration=${FADE}:offset=${LOOP - FADE}`,
  ].join(';');
  const render = [
    ...input('sky.png'),
    ...input('clouds.png'),
    ...input('land.png'),
    '-filter_complex',
    filter,
  ];

  // 4. Encode.
  const encodings = {
    'hero-loop.webm': ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '32', '-row-mt', '1'],
    'hero-loop.mp4': ['-c:v', 'libx264', '-preset', 'slow', '-crf', '20', '-movflags', '+faststart'],
  };
  for (const [file, codec] of Object.entries(encodings)) {
    ffmpeg([...render, '-an', '-pix_fmt', 'yuv420p', ...codec, join(out, file)]);
    console.log(`${file}: ${statSync(join(out, file)).size} bytes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
