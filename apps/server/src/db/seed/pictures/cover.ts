import { escapeXml, n1, PICTURE_FONT_FAMILY, seeded } from './render.ts';

export type TCoverInput = {
  /** Colours and the drawing follow from it, so a community keeps its picture on every start. */
  id: number;
  name: string;
  district: string;
  region?: string;
  years?: number | null;
};

export const COVER_SIZE = { width: 800, height: 600 } as const;

const W = COVER_SIZE.width;
const H = COVER_SIZE.height;
const GROUND = 470;

function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (k0: number) => {
    const k = (k0 + hue / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** A residential tower: facade, roof band, a grid of windows (some lit) and balcony lines per floor. */
function tower(x: number, w: number, floors: number, hue: number, rnd: () => number): string {
  const floorH = 24;
  const h = floors * floorH + 26;
  const top = GROUND - h;
  const cols = Math.max(2, Math.floor((w - 16) / 26));
  const gap = (w - 16) / cols;
  const wall = hex(hue + 10, 18 + rnd() * 12, 90 - rnd() * 6);
  const shade = hex(hue + 10, 16, 78);
  const parts = [
    `<rect x="${n1(x)}" y="${n1(top)}" width="${n1(w)}" height="${n1(h)}" fill="${wall}"/>`,
    `<rect x="${n1(x + w - 10)}" y="${n1(top)}" width="10" height="${n1(h)}" fill="${shade}"/>`,
    `<rect x="${n1(x - 4)}" y="${n1(top - 10)}" width="${n1(w + 8)}" height="14" fill="${hex(hue, 40, 42)}"/>`,
  ];
  const glass = hex(200 + rnd() * 25, 30, 60);
  const lit = '#FFE6A3';
  for (let f = 0; f < floors; f++) {
    const y = top + 18 + f * floorH;
    for (let c = 0; c < cols; c++) {
      parts.push(
        `<rect x="${n1(x + 8 + c * gap + 4)}" y="${n1(y)}" width="${n1(gap - 8)}" height="13" fill="${rnd() < 0.18 ? lit : glass}"/>`,
      );
    }
    parts.push(
      `<rect x="${n1(x + 6)}" y="${n1(y + 15)}" width="${n1(w - 12)}" height="2" fill="${hex(hue, 12, 70)}"/>`,
    );
  }
  return parts.join('');
}

function tree(x: number, size: number, hue: number): string {
  const green = hex(105 + (hue % 40), 38, 38);
  const light = hex(105 + (hue % 40), 40, 48);
  return [
    `<rect x="${n1(x - 3)}" y="${n1(GROUND + 4 - size * 0.2)}" width="6" height="${n1(size * 0.6)}" fill="#6B4F3A"/>`,
    `<circle cx="${n1(x)}" cy="${n1(GROUND - size * 0.55)}" r="${n1(size * 0.55)}" fill="${green}"/>`,
    `<circle cx="${n1(x - size * 0.35)}" cy="${n1(GROUND - size * 0.25)}" r="${n1(size * 0.4)}" fill="${light}"/>`,
    `<circle cx="${n1(x + size * 0.35)}" cy="${n1(GROUND - size * 0.28)}" r="${n1(size * 0.42)}" fill="${green}"/>`,
  ].join('');
}

/**
 * A cover illustration for a community (and its listings): a sky in a colour taken from the id, a
 * distant skyline, the community's towers with their windows and its name on the tallest roof,
 * trees, and a label with the district, business area and year built. 800 × 600 (4:3, as the list
 * cards crop).
 */
export function coverSvg(input: TCoverInput): string {
  const rnd = seeded(input.id * 7919 + 17);
  // The accent (roofs, caption) takes any hue; the sky stays a plausible blue to dusk.
  const hue = (input.id * 137.508) % 360;
  const sky = 190 + ((input.id * 53) % 45);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${PICTURE_FONT_FAMILY}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(sky, 60, 72)}"/><stop offset="1" stop-color="${hex(sky - 150, 70, 93)}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(100 + (hue % 40), 30, 62)}"/><stop offset="1" stop-color="${hex(100 + (hue % 40), 28, 48)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    `<circle cx="${n1(90 + rnd() * 620)}" cy="${n1(90 + rnd() * 40)}" r="44" fill="#FFF7DC" opacity="0.85"/>`,
  ];
  // Clouds.
  for (let i = 0; i < 3; i++) {
    const cx = 60 + rnd() * 680;
    const cy = 60 + rnd() * 110;
    out.push(
      `<g fill="#FFFFFF" opacity="0.7"><ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="46" ry="14"/><ellipse cx="${n1(cx + 22)}" cy="${n1(cy - 9)}" rx="26" ry="14"/></g>`,
    );
  }
  // The distant skyline.
  const far = hex(sky, 20, 76);
  for (let x = -10; x < W; ) {
    const w = 30 + rnd() * 50;
    const h = 60 + rnd() * 150;
    out.push(
      `<rect x="${n1(x)}" y="${n1(GROUND - h)}" width="${n1(w)}" height="${n1(h)}" fill="${far}" opacity="0.75"/>`,
    );
    x += w + rnd() * 12;
  }
  // The community's towers, tallest in the middle; its roof carries the community's name, as
  // Chinese residential towers often do.
  const count = 3 + Math.floor(rnd() * 3);
  const span = W - 80;
  const slot = span / count;
  const mid = Math.floor(count / 2);
  let signTower = { x: 0, w: 0, top: 0 };
  for (let i = 0; i < count; i++) {
    const w = slot * (0.62 + rnd() * 0.18);
    const x = 40 + i * slot + (slot - w) / 2;
    const middle = 1 - Math.abs(i - (count - 1) / 2) / count;
    const floors = i === mid ? 11 : Math.min(10, Math.round(5 + middle * 5 + rnd() * 3));
    out.push(tower(x, w, floors, hue, rnd));
    if (i === mid) signTower = { x, w, top: GROUND - (floors * 24 + 26) - 10 };
  }
  const chars = [...input.name].length;
  const size = Math.min(34, Math.floor((Math.max(signTower.w, 150) + 40) / (chars + 1)));
  const boardW = size * chars + size;
  const boardH = size + 18;
  const bx = Math.min(Math.max(signTower.x + signTower.w / 2 - boardW / 2, 12), W - 12 - boardW);
  const by = signTower.top - 14 - boardH;
  out.push(
    `<rect x="${n1(bx + boardW * 0.2)}" y="${n1(by + boardH)}" width="4" height="14" fill="#555555"/>`,
    `<rect x="${n1(bx + boardW * 0.8 - 4)}" y="${n1(by + boardH)}" width="4" height="14" fill="#555555"/>`,
    `<rect x="${n1(bx)}" y="${n1(by)}" width="${n1(boardW)}" height="${boardH}" rx="4" fill="${hex(hue, 60, 38)}"/>`,
    `<text x="${n1(bx + boardW / 2)}" y="${n1(by + boardH / 2 + size * 0.36)}" font-size="${size}" text-anchor="middle" fill="#FFF3C4">${escapeXml(input.name)}</text>`,
  );
  out.push(`<rect x="0" y="${GROUND}" width="${W}" height="${H - GROUND}" fill="url(#ground)"/>`);
  out.push(`<rect x="0" y="${GROUND + 18}" width="${W}" height="16" fill="#D9D4C7"/>`);
  for (let x = 20; x < W; x += 55 + rnd() * 40) out.push(tree(x, 26 + rnd() * 18, hue));
  // A clipped hedge and flower beds along the lawn in front.
  const hedge = hex(110 + (hue % 40), 35, 34);
  for (let x = -20; x < W; x += 46) {
    out.push(`<ellipse cx="${n1(x + rnd() * 8)}" cy="${H - 36}" rx="30" ry="${n1(16 + rnd() * 6)}" fill="${hedge}"/>`);
  }
  for (let i = 0; i < 14; i++) {
    out.push(
      `<circle cx="${n1(10 + rnd() * (W - 20))}" cy="${n1(H - 46 + rnd() * 24)}" r="3.5" fill="${rnd() < 0.5 ? '#F6D55C' : '#F28B82'}"/>`,
    );
  }

  // Where and when, on a label in the sky's corner (the apps lay their own captions over the bottom).
  const caption = [input.district, input.region, input.years ? `${input.years}年建成` : ''].filter(Boolean).join(' · ');
  if (caption) {
    const width = 20 * [...caption].length * 0.8 + 28;
    out.push(
      `<rect x="24" y="22" width="${n1(width)}" height="36" rx="18" fill="#FFFFFF" opacity="0.85"/>`,
      `<text x="38" y="47" font-size="18" fill="#3D4A57">${escapeXml(caption)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}
