/**
 * `npm run bench:media`: the time `imageRenditions` takes for a 4000×3000 camera-sized JPEG (decode, orient, three widths,
 * AVIF + WebP + JPEG each), and the bytes it writes per format. Prints figures; not a test. BENCH_RUNS sets the run count (5).
 */
import os from 'node:os';
import sharp from 'sharp';
import { imageRenditions, type Rendition } from './media-images.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const width = 4000;
const height = 3000;

/**
 * A repeatable photo-like JPEG: smooth colour gradients with seeded sensor-like noise (which is what makes photos expensive to
 * encode), plus sharp-edged shapes and text drawn over it.
 */
async function photo(): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x2f6e2b1;
  for (let y = 0, offset = 0; y < height; y++) {
    for (let x = 0; x < width; x++, offset += 3) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const noise = (seed >>> 24) / 12 - 10;
      const wave = 30 * Math.sin(x / 170) * Math.cos(y / 230);
      pixels[offset] = 40 + (150 * x) / width + wave + noise;
      pixels[offset + 1] = 60 + (120 * y) / height - wave + noise;
      pixels[offset + 2] = 180 - (100 * (x + y)) / (width + height) + noise;
    }
  }
  const shapes = Array.from({ length: 60 }, (_, index) => {
    const cx = (index * 733) % width;
    const cy = (index * 389) % height;
    const hue = (index * 47) % 360;
    return index % 2
      ? `<circle cx="${cx}" cy="${cy}" r="${60 + (index % 7) * 30}" fill="hsl(${hue},70%,55%)" fill-opacity="0.7"/>`
      : `<rect x="${cx}" y="${cy}" width="${150 + (index % 5) * 60}" height="${90 + (index % 3) * 70}" fill="hsl(${hue},60%,40%)" transform="rotate(${index * 7} ${cx} ${cy})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}
    <text x="200" y="2800" font-size="220" font-family="sans-serif" fill="white">Newsroom benchmark</text></svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const input = await photo();
console.log(`input: ${width}×${height} JPEG, ${(input.length / 1024 / 1024).toFixed(2)} MB; ${os.availableParallelism()} cores, libvips concurrency ${sharp.concurrency()}`);

// One untimed run: loads the codecs and warms the libuv pool, like a server that has handled an upload already.
await imageRenditions(input, 'warm-up.jpg');
const times: number[] = [];
let renditions: Rendition[] = [];
for (let run = 1; run <= runs; run++) {
  const started = performance.now();
  ({ renditions } = await imageRenditions(input, 'Bench Photo.jpg'));
  times.push(performance.now() - started);
  console.log(`run ${run}: ${times.at(-1)!.toFixed(0)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
console.log(`imageRenditions: median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms over ${runs} runs`);

for (const format of ['avif', 'webp', 'jpeg'] as const) {
  const ofFormat = renditions.filter((rendition) => rendition.format === format);
  const total = ofFormat.reduce((sum, rendition) => sum + rendition.body.length, 0);
  const perWidth = ofFormat.map((rendition) => `w${rendition.width} ${kb(rendition.body.length)}`).join(', ');
  console.log(`${format.padEnd(5)} total ${kb(total).padStart(7)}  (${perWidth})`);
}
