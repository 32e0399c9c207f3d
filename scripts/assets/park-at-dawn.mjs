// Draws the demo photograph of the zero-carbon park page, src/assets/photos/park-at-dawn.jpg
// (an original drawing the project may ship: no stock photo). Run it again after a change:
// node scripts/assets/park-at-dawn.mjs
import sharp from 'sharp';
const W = 1600,
  H = 1067;
let rnd = 7;
/** A seeded pseudo-random number in [0, 1): the same drawing on every run. */
const r = () => {
  rnd = (rnd * 16807) % 2147483647;
  return rnd / 2147483647;
};
const parts = [];
parts.push(`<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="#0b3d2c"/><stop offset="0.45" stop-color="#2f6f57"/><stop offset="0.7" stop-color="#a9d3b5"/><stop offset="0.8" stop-color="#f3e7b9"/>
</linearGradient>
<radialGradient id="sun" cx="0.66" cy="0.56" r="0.35"><stop offset="0" stop-color="#fff6d6" stop-opacity="1"/><stop offset="0.15" stop-color="#fbe9a8" stop-opacity="0.85"/><stop offset="1" stop-color="#fbe9a8" stop-opacity="0"/></radialGradient>
<linearGradient id="hill1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fae93"/><stop offset="1" stop-color="#5d9277"/></linearGradient>
<linearGradient id="hill2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8a6c"/><stop offset="1" stop-color="#36705a"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f6a50"/><stop offset="1" stop-color="#173f30"/></linearGradient>
<linearGradient id="pv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3c6f9a"/><stop offset="0.55" stop-color="#1d3f66"/><stop offset="1" stop-color="#142c4a"/></linearGradient>
<linearGradient id="pvshine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffeec0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8efe9"/><stop offset="1" stop-color="#bccbc1"/></linearGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e7b9" stop-opacity="0"/><stop offset="1" stop-color="#f3e7b9" stop-opacity="0.35"/></linearGradient>
</defs>`);
parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`);
parts.push(`<rect width="${W}" height="${H}" fill="url(#sun)"/>`);
parts.push(`<circle cx="${W * 0.66}" cy="${H * 0.585}" r="46" fill="#fff8e2"/>`);
// distant ridge with turbines
const ridge = (y0, amp, seed) => {
  rnd = seed;
  let d = `M0 ${H} L0 ${y0}`;
  for (let x = 0; x <= W; x += 80) d += ` L${x} ${y0 - amp * Math.sin(x / 260 + seed) - amp * 0.4 * Math.sin(x / 90)}`;
  return `${d} L${W} ${H} Z`;
};
parts.push(`<path d="${ridge(640, 22, 3)}" fill="#9cc4a8" opacity="0.9"/>`);
const turbine = (x, y, s, a) => {
  const hub = [x, y - 150 * s];
  let g = `<g stroke-linecap="round"><path d="M${x - 3 * s} ${y} L${hub[0] - 1.2 * s} ${hub[1]} L${hub[0] + 1.2 * s} ${hub[1]} L${x + 3 * s} ${y} Z" fill="#f4f7f4"/>`;
  for (let k = 0; k < 3; k++) {
    const t = ((a + k * 120) * Math.PI) / 180;
    const L = 78 * s;
    const ex = hub[0] + L * Math.cos(t),
      ey = hub[1] + L * Math.sin(t);
    const nx = -Math.sin(t) * 4 * s,
      ny = Math.cos(t) * 4 * s;
    g += `<path d="M${hub[0]} ${hub[1]} L${hub[0] + L * 0.25 * Math.cos(t) + nx} ${hub[1] + L * 0.25 * Math.sin(t) + ny} L${ex} ${ey} Z" fill="#ffffff"/>`;
  }
  return `${g}<circle cx="${hub[0]}" cy="${hub[1]}" r="${4 * s}" fill="#ffffff"/></g>`;
};
[
  [820, 628, 0.62, 20],
  [930, 622, 0.74, 75],
  [1060, 618, 0.9, 40],
  [1210, 622, 0.78, 100],
  [1330, 630, 0.6, 10],
  [1430, 634, 0.5, 60],
  [700, 634, 0.5, 85],
].forEach(([x, y, s, a]) => {
  parts.push(turbine(x, y, s, a));
});
parts.push(`<rect y="560" width="${W}" height="120" fill="url(#haze)"/>`);
parts.push(`<path d="${ridge(690, 28, 5)}" fill="url(#hill1)"/>`);
// park buildings with rooftop solar (midground)
const building = (x, y, w, h, roofRows) => {
  let g = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#wall)"/><rect x="${x}" y="${y}" width="${w}" height="6" fill="#9fb3a8"/>`;
  for (let i = 0; i < Math.floor(w / 38); i++)
    g += `<rect x="${x + 10 + i * 38}" y="${y + h * 0.45}" width="22" height="${h * 0.22}" fill="#6f8f87" opacity="0.8"/>`;
  for (let row = 0; row < roofRows; row++)
    for (let i = 0; i < Math.floor((w - 16) / 30); i++)
      g += `<path d="M${x + 8 + i * 30} ${y - 4 - row * 9} l24 0 l4 -7 l-24 0 Z" fill="#24507a" stroke="#8fb6d6" stroke-width="0.8"/>`;
  return g;
};
parts.push(building(180, 660, 260, 70, 2));
parts.push(building(470, 672, 180, 58, 2));
parts.push(building(1120, 668, 300, 66, 2));
parts.push(building(1440, 676, 150, 52, 1));
// trees along the road
const tree = (x, y, s, c) =>
  `<rect x="${x - 2 * s}" y="${y}" width="${4 * s}" height="${14 * s}" fill="#2b4a3a"/><circle cx="${x}" cy="${y - 6 * s}" r="${14 * s}" fill="${c}"/><circle cx="${x - 8 * s}" cy="${y}" r="${10 * s}" fill="${c}"/><circle cx="${x + 8 * s}" cy="${y - 1 * s}" r="${10 * s}" fill="${c}"/>`;
rnd = 11;
for (let x = 40; x < W; x += 46 + r() * 40) {
  if (x > 170 && x < 660) continue;
  if (x > 1110 && x < 1600) continue;
  parts.push(tree(x, 720 + r() * 10, 0.9 + r() * 0.5, r() > 0.5 ? '#2f7a55' : '#3d8c62'));
}
parts.push(`<path d="M0 760 C 400 735, 1000 745, ${W} 735 L${W} ${H} L0 ${H} Z" fill="url(#ground)"/>`);
// foreground solar field: tilted panel rows, nearer rows taller
for (let row = 0; row < 6; row++) {
  const yTop = 782 + row * 44 + row * row * 9;
  const h = 22 + row * 10;
  const x0 = -40,
    x1 = W * (0.58 + row * 0.07);
  const lean = 14 + row * 6;
  parts.push(
    `<path d="M${x0} ${yTop + h + 6 + row * 2} L${x1 + 6} ${yTop + h + 6 + row * 2} L${x1 - lean} ${yTop + h} L${x0} ${yTop + h} Z" fill="#0f2a22" opacity="0.45"/>`,
  );
  parts.push(`<path d="M${x0} ${yTop + h} L${x1} ${yTop + h} L${x1 - lean} ${yTop} L${x0} ${yTop} Z" fill="url(#pv)"/>`);
  parts.push(`<path d="M${x0} ${yTop + h} L${x1} ${yTop + h} L${x1 - lean} ${yTop} L${x0} ${yTop} Z" fill="url(#pvshine)"/>`);
  const cells = Math.floor((x1 - x0) / (26 + row * 9));
  for (let i = 1; i < cells; i++) {
    const cx = x0 + (i * (x1 - x0)) / cells;
    parts.push(
      `<line x1="${cx}" y1="${yTop + h}" x2="${cx - (lean * (cx - x0)) / (x1 - x0)}" y2="${yTop}" stroke="#a8c9e6" stroke-opacity="0.5" stroke-width="${0.8 + row * 0.2}"/>`,
    );
  }
  for (let k = 1; k < 3; k++) {
    const y = yTop + (h * k) / 3;
    parts.push(
      `<line x1="${x0}" y1="${y}" x2="${x1 - lean * (1 - k / 3)}" y2="${y}" stroke="#a8c9e6" stroke-opacity="0.4" stroke-width="${0.7 + row * 0.12}"/>`,
    );
  }
  parts.push(`<rect x="${x0}" y="${yTop}" width="${x1 - lean - x0}" height="${1.2 + row * 0.3}" fill="#eef6ff" opacity="0.7"/>`);
  for (let i = 0; i < cells; i += 3) {
    const lx = x0 + ((i + 0.5) * (x1 - x0)) / cells;
    parts.push(`<rect x="${lx}" y="${yTop + h}" width="${2 + row * 0.6}" height="${5 + row * 2}" fill="#4d5f58"/>`);
  }
}
// a service road from the front right to the buildings, with a hedge along it
parts.push(
  `<path d="M${W * 0.98} ${H} C ${W * 0.9} 930, ${W * 0.8} 820, ${W * 0.76} 745 L ${W * 0.79} 745 C ${W * 0.86} 820, ${W * 1.02} 920, ${W * 1.1} ${H} Z" fill="#b9cdb6" opacity="0.55"/>`,
);
rnd = 21;
for (let i = 0; i < 9; i++) {
  const t = i / 8;
  const x = W * (0.72 + t * 0.2) - 40,
    y = 760 + t * t * 280;
  parts.push(tree(x, y, 0.8 + t * 1.6, i % 2 ? '#2f7a55' : '#3a8a60'));
}
// soft vignette
parts.push(
  `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient><rect width="${W}" height="${H}" fill="url(#vig)"/>`,
);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
await sharp(Buffer.from(svg))
  .blur(0.6)
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(new URL('../../src/assets/photos/park-at-dawn.jpg', import.meta.url).pathname);
