// @ts-check
/**
 * Writes the original illustrations of the content pages into public/media/: page banners
 * (desktop 1920x560 and phone 750x750). Run: node scripts/generate-page-media.mjs (outputs are committed).
 */
import { c, gradient, humanoid, network, robotDog, writePicture } from './svg-kit.mjs';

/** @type {Record<string, { title: string, seed: number, glow: string, art: (w: number, h: number) => string }>} */
const banners = {
  policy: {
    title: 'Documents with a seal over a network of nodes',
    seed: 3,
    glow: c.gold,
    art: (w, h) => {
      const x = w * 0.72;
      const y = h * 0.2;
      const s = Math.min(w, h) / 560;
      return `<g transform="translate(${x} ${y}) scale(${s})">
<rect x="40" y="20" width="220" height="290" rx="10" fill="${c.steel}"/>
<rect x="0" y="0" width="220" height="290" rx="10" fill="${c.mist}"/>
${[40, 70, 100, 130, 160, 190].map((ly) => `<rect x="28" y="${ly}" width="${ly % 60 ? 164 : 120}" height="9" rx="4" fill="${c.shade}"/>`).join('')}
<circle cx="170" cy="245" r="34" fill="none" stroke="${c.gold}" stroke-width="8"/><path d="M154 245l11 11 20-22" fill="none" stroke="${c.gold}" stroke-width="8" stroke-linecap="round"/>
</g>`;
    },
  },
  opensource: {
    title: 'Code brackets beside a humanoid and a robot dog',
    seed: 5,
    glow: c.blue,
    art: (w, h) => {
      const s = Math.min(w, h) / 560;
      return `<g transform="translate(${w * 0.62} ${h * 0.18}) scale(${s})">
<path d="M60 60 L0 160 L60 260" fill="none" stroke="${c.gold}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M420 60 L480 160 L420 260" fill="none" stroke="${c.gold}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
${humanoid(170, 330, 260)}${robotDog(320, 330, 150)}
</g>`;
    },
  },
  documentcenter: {
    title: 'A stack of manuals with a download arrow',
    seed: 9,
    glow: c.sky,
    art: (w, h) => {
      const s = Math.min(w, h) / 560;
      return `<g transform="translate(${w * 0.66} ${h * 0.16}) scale(${s})">
${[0, 1, 2].map((i) => `<rect x="${i * 26}" y="${60 - i * 26}" width="200" height="260" rx="10" fill="${[c.steel, c.shade, c.mist][i]}"/>`).join('')}
<path d="M152 90v110m-44-44 44 44 44-44" fill="none" stroke="${c.blue}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="96" y="228" width="112" height="14" rx="7" fill="${c.gold}"/>
</g>`;
    },
  },
  service: {
    title: 'A robot dog next to a headset and a wrench',
    seed: 13,
    glow: c.green,
    art: (w, h) => {
      const s = Math.min(w, h) / 560;
      return `<g transform="translate(${w * 0.6} ${h * 0.2}) scale(${s})">
<path d="M40 150a110 110 0 0 1 220 0" fill="none" stroke="${c.gold}" stroke-width="18"/>
<rect x="22" y="140" width="46" height="80" rx="16" fill="${c.gold}"/><rect x="232" y="140" width="46" height="80" rx="16" fill="${c.gold}"/>
${robotDog(420, 330, 220)}
</g>`;
    },
  },
  app: {
    title: 'Two phones showing the humanoid and the robot dog apps',
    seed: 19,
    glow: c.blue,
    art: (w, h) => {
      const s = Math.min(w, h) / 560;
      const phone = (/** @type {number} */ x, /** @type {string} */ inner) =>
        `<g transform="translate(${x} 0)"><rect width="170" height="340" rx="26" fill="${c.steel}"/><rect x="12" y="16" width="146" height="308" rx="16" fill="${c.deep}"/>${inner}</g>`;
      return `<g transform="translate(${w * 0.6} ${h * 0.14}) scale(${s})">
${phone(0, humanoid(85, 250, 180))}${phone(210, robotDog(85, 240, 110))}
</g>`;
    },
  },
};

for (const [name, spec] of Object.entries(banners)) {
  for (const [suffix, w, h] of /** @type {const} */ ([['', 1920, 560], ['-mobile', 750, 750]])) {
    const art = suffix ? `<g transform="translate(${-w * 0.35} ${h * 0.3})">${spec.art(w, h)}</g>` : spec.art(w, h);
    await writePicture(
      `banners/${name}${suffix}.webp`,
      w,
      h,
      `<defs>${gradient('bg', c.night, c.deep)}<radialGradient id="glow"><stop offset="0" stop-color="${spec.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${spec.glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
${network(w, h, Math.round((w * h) / 30000), spec.seed)}
<circle cx="${w * 0.75}" cy="${h * 0.55}" r="${Math.min(w, h) * 0.6}" fill="url(#glow)"/>
${art}`,
      spec.title,
    );
  }
}
console.log(`wrote ${Object.keys(banners).length * 2} banners`);
