/**
 * Featured images for the seed articles, drawn here and written as PNG, so a fresh local stack
 * shows real images from the Storage emulator without shipping binary files: a sky, a house
 * with a shingled roof, and one motif per article (hail, storm clouds or the sun).
 */
import { deflateSync } from 'node:zlib';

export const WIDTH = 1200;
export const HEIGHT = 630;

type Rgb = readonly [number, number, number];
type Motif = 'hail' | 'storm' | 'sun';

interface Scene {
  skyTop: Rgb;
  skyBottom: Rgb;
  roof: Rgb;
  motif: Motif;
}

/** One scene per image name used by the articles. */
export const seedImageScenes: Record<string, Scene> = {
  hail: { skyTop: [58, 70, 92], skyBottom: [128, 140, 160], roof: [52, 48, 46], motif: 'hail' },
  hurricane: {
    skyTop: [40, 48, 60],
    skyBottom: [96, 110, 122],
    roof: [60, 52, 48],
    motif: 'storm',
  },
  shingles: {
    skyTop: [120, 170, 220],
    skyBottom: [250, 214, 170],
    roof: [92, 64, 52],
    motif: 'sun',
  },
  attic: { skyTop: [236, 140, 70], skyBottom: [252, 224, 170], roof: [70, 56, 50], motif: 'sun' },
  checklist: {
    skyTop: [110, 168, 214],
    skyBottom: [226, 238, 246],
    roof: [48, 58, 70],
    motif: 'sun',
  },
  replacement: {
    skyTop: [232, 119, 46],
    skyBottom: [250, 247, 242],
    roof: [20, 23, 28],
    motif: 'sun',
  },
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** The colour of one pixel of a scene. */
function pixel(scene: Scene, x: number, y: number): Rgb {
  const ridgeX = WIDTH * 0.5;
  const ridgeY = HEIGHT * 0.3;
  const eaveY = HEIGHT * 0.68;
  const halfSpan = WIDTH * 0.42;
  // The roof: a wide gable, with darker lines between shingle courses.
  const roofHalfWidthAtY = ((y - ridgeY) / (eaveY - ridgeY)) * halfSpan;
  if (y >= ridgeY && y <= eaveY && Math.abs(x - ridgeX) <= roofHalfWidthAtY) {
    const course = (y - ridgeY) % 22;
    const row = Math.floor((y - ridgeY) / 22);
    const tab = (x + (row % 2) * 30) % 60;
    const shade = course < 2 || tab < 2 ? 0.55 : 1 - (y - ridgeY) / (eaveY - ridgeY) / 5;
    return mix([0, 0, 0], scene.roof, shade);
  }
  // The wall below the eaves, with two windows.
  if (y > eaveY && Math.abs(x - ridgeX) <= halfSpan * 0.86) {
    const inWindow =
      y > HEIGHT * 0.75 && y < HEIGHT * 0.9 && [0.3, 0.7].some((f) => Math.abs(x - WIDTH * f) < 60);
    return inWindow ? [250, 214, 150] : [236, 226, 210];
  }
  let sky = mix(scene.skyTop, scene.skyBottom, y / HEIGHT);
  if (scene.motif === 'sun') {
    const d = Math.hypot(x - WIDTH * 0.82, y - HEIGHT * 0.2);
    if (d < 70) return [255, 226, 150];
    if (d < 150) sky = mix([255, 214, 140], sky, (d - 70) / 80);
  }
  if (scene.motif === 'storm') {
    const cloud = Math.sin(x / 90) * 18 + Math.sin(x / 37) * 8 + HEIGHT * 0.2;
    if (y < cloud) sky = mix([30, 34, 42], sky, y / cloud / 2);
    if ((x + y * 0.4) % 48 < 2 && y > cloud) sky = mix(sky, [200, 210, 222], 0.6);
  }
  if (scene.motif === 'hail') {
    const cellX = Math.floor(x / 46);
    const cellY = Math.floor((y + (cellX % 3) * 17) / 46);
    const cx = cellX * 46 + ((cellY * 7 + cellX * 13) % 30) + 8;
    const cy = cellY * 46 - (cellX % 3) * 17 + ((cellX * 11 + cellY * 5) % 30) + 8;
    if (Math.hypot(x - cx, y - cy) < 5) return [244, 248, 252];
  }
  return sky;
}

/** A scene as PNG bytes. */
export function renderSeedImage(scene: Scene): Buffer {
  const rowLength = WIDTH * 3 + 1;
  const raw = Buffer.alloc(rowLength * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = pixel(scene, x, y);
      const offset = y * rowLength + 1 + x * 3;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
