import { escapeXml, n1, PICTURE_FONT_FAMILY } from './render.ts';

export type TFloorPlanInput = {
  room: number;
  hall: number;
  showerRoom: number;
  /** 建筑面积 in ㎡; without it the plan is drawn at a size typical of the layout and no area is printed. */
  area?: number | null;
  balcony?: number;
  /** Shown before the layout, e.g. the house type's name. */
  title?: string;
  toward?: string;
};

export const FLOOR_PLAN_SIZE = { width: 800, height: 640 } as const;

type TKind = 'bedroom' | 'living' | 'dining' | 'kitchen' | 'bath' | 'corridor' | 'balcony';
type TRoom = { kind: TKind; label: string; x: number; y: number; w: number; h: number };

const LABEL: Record<TKind, string> = {
  bedroom: '卧室',
  living: '客厅',
  dining: '餐厅',
  kitchen: '厨房',
  bath: '卫生间',
  corridor: '',
  balcony: '阳台',
};
const FILL: Record<TKind, string> = {
  bedroom: '#F4E6C8',
  living: '#F8F2E6',
  dining: '#F8F2E6',
  kitchen: 'url(#tiles)',
  bath: 'url(#tiles)',
  corridor: '#F8F2E6',
  balcony: '#E7F0DD',
};
/** Relative widths of the rooms in a row. */
const WEIGHT: Record<TKind, number> = {
  bedroom: 1.1,
  living: 1.7,
  dining: 1,
  kitchen: 0.85,
  bath: 0.6,
  corridor: 1,
  balcony: 1,
};

const WALL = '#3B3B3B';
const W = FLOOR_PLAN_SIZE.width;
const H = FLOOR_PLAN_SIZE.height;
const PLAN = { left: 70, top: 128, maxWidth: 600, maxHeight: 330 };

/** A typical 建筑面积 for a layout when none is given. */
function typicalArea(room: number, hall: number, bath: number): number {
  return 28 + room * 22 + hall * 8 + bath * 5;
}

/** Lays a row of rooms side by side across the plan's width, in proportion to their weights. */
function row(kinds: TKind[], x: number, y: number, width: number, height: number): TRoom[] {
  const total = kinds.reduce((sum, k) => sum + WEIGHT[k], 0);
  let at = x;
  return kinds.map((kind) => {
    const w = (width * WEIGHT[kind]) / total;
    const room = { kind, label: LABEL[kind], x: at, y, w, h: height };
    at += w;
    return room;
  });
}

/**
 * The rooms of a layout: the south row has the living room between bedrooms (the best ones face
 * south), the north row the kitchen, dining room, bathrooms and the other bedrooms, a corridor between.
 */
function arrange(input: TFloorPlanInput, box: { x: number; y: number; w: number; h: number }) {
  const bedrooms = Math.max(1, input.room);
  const baths = Math.max(1, input.showerRoom);
  const southBedrooms = Math.ceil(bedrooms / 2);
  const south: TKind[] =
    southBedrooms >= 2
      ? ['bedroom', 'living', ...Array<TKind>(southBedrooms - 1).fill('bedroom')]
      : ['living', 'bedroom'];
  const north: TKind[] = ['kitchen'];
  if (input.hall >= 2) north.push('dining');
  north.push('bath');
  for (let i = 0; i < bedrooms - southBedrooms; i++) {
    north.push('bedroom');
    if (i + 2 <= baths) north.push('bath');
  }
  for (let i = north.filter((k) => k === 'bath').length; i < baths; i++) north.push('bath');

  const northH = box.h * 0.4;
  const corridorH = box.h * 0.13;
  const rooms = [
    ...row(north, box.x, box.y, box.w, northH),
    { kind: 'corridor' as const, label: '', x: box.x, y: box.y + northH, w: box.w, h: corridorH },
    ...row(south, box.x, box.y + northH + corridorH, box.w, box.h - northH - corridorH),
  ];
  return { rooms, corridorY: box.y + northH, corridorH };
}

function furniture(r: TRoom, s: number, north: boolean): string {
  const cx = r.x + r.w / 2;
  const parts: string[] = [];
  const line = `fill="#FFFFFF" stroke="#9A8F80" stroke-width="1.4"`;
  if (r.kind === 'bedroom' && r.w > 2.2 * s && r.h > 3 * s) {
    const bw = Math.min(1.8 * s, r.w * 0.55);
    const bh = 1.9 * s;
    const by = north ? r.y + 6 : r.y + r.h - bh - 6;
    parts.push(`<rect x="${n1(cx - bw / 2)}" y="${n1(by)}" width="${n1(bw)}" height="${n1(bh)}" rx="3" ${line}/>`);
    const py = north ? by + 4 : by + bh - 0.45 * s - 4;
    parts.push(
      `<rect x="${n1(cx - bw / 2 + 5)}" y="${n1(py)}" width="${n1(bw / 2 - 8)}" height="${n1(0.45 * s)}" rx="4" ${line}/>`,
      `<rect x="${n1(cx + 3)}" y="${n1(py)}" width="${n1(bw / 2 - 8)}" height="${n1(0.45 * s)}" rx="4" ${line}/>`,
    );
  } else if (r.kind === 'living' && r.w > 3 * s) {
    const sw = Math.min(2.6 * s, r.w * 0.6);
    const sy = r.y + r.h - 0.95 * s - 8;
    parts.push(
      `<rect x="${n1(cx - sw / 2)}" y="${n1(sy)}" width="${n1(sw)}" height="${n1(0.95 * s)}" rx="8" ${line}/>`,
      `<rect x="${n1(cx - sw * 0.25)}" y="${n1(sy - 0.7 * s)}" width="${n1(sw * 0.5)}" height="${n1(0.4 * s)}" rx="3" ${line}/>`,
      `<line x1="${n1(cx - sw * 0.35)}" y1="${n1(r.y + 10)}" x2="${n1(cx + sw * 0.35)}" y2="${n1(r.y + 10)}" stroke="#9A8F80" stroke-width="4"/>`,
    );
  } else if (r.kind === 'kitchen') {
    const d = 0.6 * s;
    parts.push(
      `<path d="M${n1(r.x + 4)} ${n1(r.y + 4)} H${n1(r.x + r.w - 4)} V${n1(r.y + d)} H${n1(r.x + d)} V${n1(r.y + r.h * 0.7)} H${n1(r.x + 4)} Z" ${line}/>`,
      `<circle cx="${n1(r.x + r.w * 0.62)}" cy="${n1(r.y + d / 2 + 2)}" r="${n1(d * 0.22)}" ${line}/>`,
      `<circle cx="${n1(r.x + r.w * 0.8)}" cy="${n1(r.y + d / 2 + 2)}" r="${n1(d * 0.22)}" ${line}/>`,
    );
  } else if (r.kind === 'bath') {
    const tx = r.x + r.w - 0.45 * s;
    parts.push(
      `<ellipse cx="${n1(tx)}" cy="${n1(r.y + 0.55 * s)}" rx="${n1(0.2 * s)}" ry="${n1(0.3 * s)}" ${line}/>`,
      `<rect x="${n1(r.x + 6)}" y="${n1(r.y + 6)}" width="${n1(0.55 * s)}" height="${n1(0.45 * s)}" rx="5" ${line}/>`,
    );
  } else if (r.kind === 'dining' && r.w > 1.8 * s) {
    const tw = 1.2 * s;
    parts.push(
      `<rect x="${n1(cx - tw / 2)}" y="${n1(r.y + 10)}" width="${n1(tw)}" height="${n1(0.75 * s)}" rx="3" ${line}/>`,
    );
  }
  return parts.join('');
}

/** A door: a gap in the wall facing the corridor and the swing of its leaf into the room. */
function door(r: TRoom, s: number, north: boolean): string {
  const dw = Math.min(0.9 * s, r.w * 0.4);
  const dx = r.x + Math.min(0.3 * s, r.w * 0.15);
  const wy = north ? r.y + r.h : r.y;
  const leaf = north ? wy - dw : wy + dw;
  const sweep = north ? 0 : 1;
  return [
    `<rect x="${n1(dx)}" y="${n1(wy - 3)}" width="${n1(dw)}" height="6" fill="#F8F2E6"/>`,
    `<path d="M${n1(dx)} ${n1(wy)} V${n1(leaf)} M${n1(dx + dw)} ${n1(wy)} A${n1(dw)} ${n1(dw)} 0 0 ${sweep} ${n1(dx)} ${n1(leaf)}" fill="none" stroke="#7A7A7A" stroke-width="1.2"/>`,
  ].join('');
}

/** The plan symbol of a window in an outer wall: a white band with a centre line. */
function windowIn(x: number, y: number, w: number): string {
  return [
    `<rect x="${n1(x)}" y="${n1(y - 4.5)}" width="${n1(w)}" height="9" fill="#FFFFFF" stroke="${WALL}" stroke-width="1.2"/>`,
    `<line x1="${n1(x)}" y1="${n1(y)}" x2="${n1(x + w)}" y2="${n1(y)}" stroke="${WALL}" stroke-width="1"/>`,
  ].join('');
}

function text(x: number, y: number, size: number, content: string, extra = ''): string {
  return `<text x="${n1(x)}" y="${n1(y)}" font-size="${size}" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;
}

/**
 * A floor plan (户型图) drawn from a layout: rooms in two rows along a corridor, walls, doors,
 * windows, the balcony on the south side, furniture, each room's label and approximate area, the
 * overall dimensions, a north arrow and a scale bar. 800 × 640, north up.
 */
export function floorPlanSvg(input: TFloorPlanInput): string {
  const area = input.area && input.area > 10 ? input.area : typicalArea(input.room, input.hall, input.showerRoom);
  // About 78% of 建筑面积 is inside the walls; plans of this kind are about 1.5 times as wide as deep.
  const usable = area * 0.78;
  const widthM = Math.sqrt(usable * 1.5);
  const depthM = usable / widthM;
  const s = Math.min(PLAN.maxWidth / widthM, PLAN.maxHeight / depthM);
  const box = { w: widthM * s, h: depthM * s, x: 0, y: PLAN.top };
  box.x = PLAN.left + (PLAN.maxWidth - box.w) / 2;
  const { rooms, corridorY, corridorH } = arrange(input, box);
  const southTop = corridorY + corridorH;

  const balconyH = 1.4 * s;
  const living = rooms.find((r) => r.kind === 'living') as TRoom;
  const balconies: TRoom[] = [{ ...living, kind: 'balcony', label: '阳台', y: box.y + box.h, h: balconyH }];
  if ((input.balcony ?? 1) >= 2) {
    const bed = rooms.find((r) => r.kind === 'bedroom' && r.y === southTop);
    if (bed) balconies.push({ ...bed, kind: 'balcony', label: '阳台', y: box.y + box.h, h: balconyH });
  }

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${PICTURE_FONT_FAMILY}">`,
    '<defs><pattern id="tiles" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#E4EEF2"/><path d="M14 0 V14 H0" fill="none" stroke="#CAD9DF" stroke-width="1"/></pattern></defs>',
    `<rect width="${W}" height="${H}" fill="#FFFFFF"/>`,
  );

  const layout = `${input.room}室${input.hall}厅${input.showerRoom}卫`;
  out.push(
    `<text x="40" y="52" font-size="28" fill="#222222">${escapeXml(input.title ? `${input.title} · ${layout}` : layout)}</text>`,
    `<text x="40" y="84" font-size="17" fill="#6B6B6B">${escapeXml(
      [input.area ? `建筑面积 ${n1(input.area)}㎡` : '', input.toward ? `朝向 ${input.toward}` : '']
        .filter(Boolean)
        .join(' · ') || '户型示意',
    )}</text>`,
  );

  // North arrow.
  const ax = 730;
  const ay = 70;
  out.push(
    `<circle cx="${ax}" cy="${ay}" r="26" fill="none" stroke="#555555" stroke-width="1.5"/>`,
    `<path d="M${ax} ${ay - 22} L${ax + 9} ${ay + 12} L${ax} ${ay + 5} L${ax - 9} ${ay + 12} Z" fill="#333333"/>`,
    text(ax, ay - 32, 16, '北', 'fill="#333333"'),
  );

  // Floors, then the walls over them.
  for (const r of [...rooms, ...balconies]) {
    out.push(`<rect x="${n1(r.x)}" y="${n1(r.y)}" width="${n1(r.w)}" height="${n1(r.h)}" fill="${FILL[r.kind]}"/>`);
  }
  for (const r of rooms) {
    if (r.kind !== 'corridor') out.push(furniture(r, s, r.y < corridorY));
  }
  for (const r of [...rooms.filter((x) => x.kind !== 'corridor'), ...balconies]) {
    out.push(
      `<rect x="${n1(r.x)}" y="${n1(r.y)}" width="${n1(r.w)}" height="${n1(r.h)}" fill="none" stroke="${WALL}" stroke-width="${r.kind === 'balcony' ? 3 : 5}"/>`,
    );
  }
  for (const r of rooms) {
    if (r.kind === 'corridor') continue;
    const north = r.y < corridorY;
    if (r.kind === 'living' || r.kind === 'dining') {
      // Open to the corridor.
      const wy = north ? r.y + r.h : r.y;
      out.push(
        `<rect x="${n1(r.x + r.w * 0.2)}" y="${n1(wy - 4)}" width="${n1(r.w * 0.6)}" height="8" fill="#F8F2E6"/>`,
      );
    } else {
      out.push(door(r, s, north));
    }
  }
  out.push(
    `<rect x="${n1(box.x)}" y="${n1(box.y)}" width="${n1(box.w)}" height="${n1(box.h)}" fill="none" stroke="${WALL}" stroke-width="9"/>`,
  );
  for (const r of rooms) {
    if (r.kind === 'corridor' || r.kind === 'dining') continue;
    const north = r.y < corridorY;
    const ww = Math.min(r.w * 0.5, 1.8 * s);
    out.push(windowIn(r.x + (r.w - ww) / 2, north ? box.y : box.y + box.h, ww));
  }
  // Balcony railing and the entrance from the corridor's east end.
  for (const b of balconies) {
    out.push(
      `<line x1="${n1(b.x + 4)}" y1="${n1(b.y + b.h - 5)}" x2="${n1(b.x + b.w - 4)}" y2="${n1(b.y + b.h - 5)}" stroke="${WALL}" stroke-width="1"/>`,
    );
  }
  const ex = box.x + box.w;
  out.push(
    `<rect x="${n1(ex - 6)}" y="${n1(corridorY + corridorH * 0.15)}" width="12" height="${n1(corridorH * 0.7)}" fill="#F8F2E6"/>`,
    `<path d="M${n1(ex + 34)} ${n1(corridorY + corridorH / 2)} H${n1(ex + 10)} M${n1(ex + 18)} ${n1(corridorY + corridorH / 2 - 6)} L${n1(ex + 10)} ${n1(corridorY + corridorH / 2)} L${n1(ex + 18)} ${n1(corridorY + corridorH / 2 + 6)}" fill="none" stroke="#C0392B" stroke-width="2"/>`,
    text(ex + 52, corridorY + corridorH / 2 + 6, 15, '入户', 'fill="#C0392B"'),
  );

  // Labels with each room's approximate area.
  for (const r of [...rooms, ...balconies]) {
    if (!r.label) continue;
    // Clear of the furniture: north rooms have it along the outer wall, south rooms towards the balcony.
    const cy = r.kind === 'balcony' ? r.y + r.h / 2 + 6 : r.y < corridorY ? r.y + r.h * 0.6 : r.y + r.h * 0.2 + 12;
    const size = r.w < 70 ? 14 : 17;
    out.push(text(r.x + r.w / 2, cy, size, r.label, 'fill="#333333"'));
    if (r.kind !== 'balcony') {
      out.push(
        text(r.x + r.w / 2, cy + 18, 12, `${Math.max(1, Math.round((r.w * r.h) / (s * s)))}㎡`, 'fill="#8A8A8A"'),
      );
    }
  }

  // Overall dimensions.
  const dy = box.y - 18;
  out.push(
    `<path d="M${n1(box.x)} ${n1(dy - 5)} V${n1(dy + 5)} M${n1(box.x)} ${n1(dy)} H${n1(box.x + box.w)} M${n1(box.x + box.w)} ${n1(dy - 5)} V${n1(dy + 5)}" stroke="#8A8A8A" stroke-width="1"/>`,
    `<rect x="${n1(box.x + box.w / 2 - 30)}" y="${n1(dy - 10)}" width="60" height="20" fill="#FFFFFF"/>`,
    text(box.x + box.w / 2, dy + 5, 13, `${widthM.toFixed(1)}m`, 'fill="#6B6B6B"'),
  );
  const dx = box.x - 22;
  out.push(
    `<path d="M${n1(dx - 5)} ${n1(box.y)} H${n1(dx + 5)} M${n1(dx)} ${n1(box.y)} V${n1(box.y + box.h)} M${n1(dx - 5)} ${n1(box.y + box.h)} H${n1(dx + 5)}" stroke="#8A8A8A" stroke-width="1"/>`,
    `<rect x="${n1(dx - 10)}" y="${n1(box.y + box.h / 2 - 28)}" width="20" height="56" fill="#FFFFFF"/>`,
    `<text transform="translate(${n1(dx + 5)} ${n1(box.y + box.h / 2)}) rotate(-90)" font-size="13" text-anchor="middle" fill="#6B6B6B">${depthM.toFixed(1)}m</text>`,
  );

  // Scale bar: 4 m in 1 m steps.
  const sy = H - 42;
  for (let i = 0; i < 4; i++) {
    out.push(
      `<rect x="${n1(40 + i * s)}" y="${sy}" width="${n1(s)}" height="8" fill="${i % 2 === 0 ? '#333333' : '#FFFFFF'}" stroke="#333333" stroke-width="1"/>`,
    );
  }
  for (const m of [0, 2, 4]) out.push(text(40 + m * s, sy - 6, 12, m === 4 ? '4m' : String(m), 'fill="#555555"'));
  out.push(
    `<text x="${W - 40}" y="${sy + 8}" font-size="13" text-anchor="end" fill="#9A9A9A">户型图仅供参考，以实际为准</text>`,
    '</svg>',
  );
  return out.join('');
}
