/**
 * Draws the original cover of every seed news item as SVG and writes it to seed/covers/ as WebP.
 * Run `npm run covers -w @site/api` after adding a seed story; the output is committed.
 *
 * WebP, not the SVG itself (`@site/design/picture` says why): the cover's title made each SVG cover
 * 15-40 ms of main-thread work on the news list (where the first cover is the largest paint) and
 * the home page's news row.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontStack } from '@site/design/font-stack';
import { writeWebp } from '@site/design/picture';

type Motif = 'humanoid' | 'dog' | 'joint' | 'hand' | 'wheel' | 'factory' | 'stage' | 'campus';

interface CoverSpec {
  file: string;
  motif: Motif;
  hue: number;
  label: string;
}

const stories: Array<{ slug: string; motif: Motif; hue: number; zh: string; en: string }> = [
  { slug: 'gen1-field-trials', motif: 'humanoid', hue: 210, zh: 'Gen1 工厂实测', en: 'Gen1 field trials' },
  { slug: 'z1-developer-edition', motif: 'stage', hue: 265, zh: 'Z1 开发者版', en: 'Z1 developer edition' },
  { slug: 'dog-edu-classroom', motif: 'campus', hue: 150, zh: '机器狗进课堂', en: 'Robot dogs in class' },
  { slug: 'dog-w-stairs', motif: 'wheel', hue: 28, zh: '轮足越障', en: 'Wheels meet stairs' },
  { slug: 'y1-inspection-pilot', motif: 'dog', hue: 45, zh: 'Y1 巡检试点', en: 'Y1 inspection pilot' },
  { slug: 'joint-module-line', motif: 'joint', hue: 190, zh: '关节模组新产线', en: 'New joint module line' },
  { slug: 's01-hand-tactile', motif: 'hand', hue: 330, zh: 'S01 灵巧手触觉', en: 'S01 hand touch sensing' },
  { slug: 'open-sdk-release', motif: 'factory', hue: 100, zh: '开源 SDK 更新', en: 'Open SDK update' },
];

const motifs: Record<Motif, (accent: string) => string> = {
  humanoid: (a) => `<g fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round">
    <circle cx="600" cy="150" r="42"/><path d="M600 195v150M600 220l-80 90M600 220l80 90M600 345l-55 140M600 345l55 140"/></g>`,
  stage: (a) => `<g fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round">
    <circle cx="600" cy="200" r="32"/><path d="M600 234v100M600 255l-55 55M600 255l55 55M600 334l-38 95M600 334l38 95"/>
    <path d="M420 470h360" stroke-width="4"/><path d="M470 90l130 60 130-60" stroke-width="3" opacity=".6"/></g>`,
  campus: (a) => `<g fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round">
    <rect x="470" y="250" width="230" height="80" rx="30"/><circle cx="720" cy="240" r="30"/>
    <path d="M500 330l-20 120M560 330l10 120M640 330l-10 120M690 330l20 120"/>
    <path d="M380 120h200v90H380z" stroke-width="4" opacity=".6"/></g>`,
  wheel: (a) => `<g fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round">
    <rect x="480" y="220" width="240" height="70" rx="28"/><path d="M510 290l-30 100M690 290l30 100"/>
    <circle cx="470" cy="420" r="34"/><circle cx="730" cy="420" r="34"/>
    <path d="M760 470h60v-50h60v-50h60" stroke-width="5" opacity=".7"/></g>`,
  dog: (a) => `<g fill="none" stroke="${a}" stroke-width="11" stroke-linecap="round">
    <rect x="440" y="220" width="300" height="90" rx="34"/><path d="M760 230l50-40"/>
    <path d="M470 310l-30 150M540 310l20 150M650 310l-20 150M710 310l30 150"/>
    <circle cx="820" cy="180" r="18"/><path d="M300 480h600" stroke-width="3" stroke-dasharray="18 14"/></g>`,
  joint: (a) => `<g fill="none" stroke="${a}" stroke-width="9">
    <circle cx="600" cy="270" r="130"/><circle cx="600" cy="270" r="70"/><circle cx="600" cy="270" r="16" fill="${a}"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const angle = (i * Math.PI) / 6;
      const x = (r: number) => (600 + r * Math.cos(angle)).toFixed(1);
      const y = (r: number) => (270 + r * Math.sin(angle)).toFixed(1);
      return `<path d="M${x(130)} ${y(130)}L${x(160)} ${y(160)}" stroke-linecap="round"/>`;
    }).join('')}</g>`,
  hand: (a) => `<g fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round">
    <rect x="520" y="260" width="160" height="170" rx="40"/>
    <path d="M540 260v-110M585 260v-135M630 260v-130M675 260v-100M520 330l-70-70"/>
    <g fill="${a}" stroke="none"><circle cx="540" cy="145" r="9"/><circle cx="585" cy="120" r="9"/><circle cx="630" cy="125" r="9"/><circle cx="675" cy="155" r="9"/><circle cx="447" cy="257" r="9"/></g></g>`,
  factory: (a) => `<g fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round">
    <path d="M380 440V260l120 70v-70l120 70v-70l120 70V140h60v300z"/>
    <path d="M440 160l40 40-40 40M540 240h60" stroke-width="9"/></g>`,
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function renderCover(spec: CoverSpec): string {
  const bg1 = `hsl(${spec.hue} 45% 14%)`;
  const bg2 = `hsl(${(spec.hue + 40) % 360} 55% 28%)`;
  const accent = `hsl(${spec.hue} 85% 68%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" aria-label="${escapeXml(spec.label)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <g stroke="#ffffff" stroke-opacity=".06">${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 90} 0v675"/>`).join('')}</g>
  ${motifs[spec.motif](accent)}
  <text x="80" y="600" fill="#ffffff" font-family="${fontStack}" font-size="52" font-weight="700">${escapeXml(spec.label)}</text>
</svg>
`;
}

export function coverSpecs(): CoverSpec[] {
  return stories.flatMap((story) => [
    { file: `${story.slug}-zh.webp`, motif: story.motif, hue: story.hue, label: story.zh },
    { file: `${story.slug}-en.webp`, motif: story.motif, hue: (story.hue + 12) % 360, label: story.en },
  ]);
}

const outDir = fileURLToPath(new URL('../seed/covers/', import.meta.url));
for (const spec of coverSpecs()) await writeWebp(path.join(outDir, spec.file), renderCover(spec));
console.log(`wrote ${coverSpecs().length} covers to ${outDir}`);
