/**
 * Placeholder artwork rendered as SVG strings: goods (a medicine box), shop logos, category icons, banners and partner
 * links. Pure functions with no external fonts or images, so the demo works offline; the media routes serve them as
 * image/svg+xml (e.g. /media/goods/:id.svg).
 */
import { esc, fitFontSize, hsl, hueOf, svgOpen, textLines, textWidth, wrapText } from '../../shared/svg-text.js';

export { hueOf } from '../../shared/svg-text.js';

export interface GoodsImageInput {
  name: string;
  spec?: string;
  manufacturer?: string;
  dosage_form?: string;
  /** Colour of the box band (0–359); derived from the name when absent. */
  hue?: number;
}

type FormKind = 'capsule' | 'tablet' | 'liquid' | 'injection' | 'herb' | 'tube' | 'generic';

function formKind(form: string, name: string): FormKind {
  const s = `${form}${name}`;
  if (/饮片|中草药|颗粒|冲剂|散|茶/.test(form) || /饮片/.test(s)) return 'herb';
  if (/胶囊|胶丸/.test(s)) return 'capsule';
  if (/注射|针|粉针|输液/.test(s)) return 'injection';
  if (/膏|凝胶|霜|乳剂|眼用/.test(s)) return 'tube';
  if (/液|糖浆|滴|喷|雾|混悬|酊|洗|合剂|露/.test(s)) return 'liquid';
  if (/片|丸/.test(s)) return 'tablet';
  return 'generic';
}

/** A small emblem for the dosage form, drawn in a 44×44 box at (x, y). */
function formEmblem(kind: FormKind, x: number, y: number, hue: number): string {
  const c = hsl(hue, 62, 46);
  const light = hsl(hue, 70, 88);
  const g = (body: string) => `<g transform="translate(${x} ${y})">${body}</g>`;
  switch (kind) {
    case 'capsule':
      return g(
        `<g transform="rotate(-35 22 22)"><rect x="4" y="14" width="36" height="16" rx="8" fill="${light}" stroke="${c}" stroke-width="2"/>` +
          `<path d="M22 14h10a8 8 0 0 1 0 16H22z" fill="${c}"/></g>`,
      );
    case 'tablet':
      return g(
        `<circle cx="22" cy="22" r="16" fill="${light}" stroke="${c}" stroke-width="2"/><line x1="10" y1="22" x2="34" y2="22" stroke="${c}" stroke-width="2"/>`,
      );
    case 'injection':
      return g(
        `<rect x="15" y="12" width="14" height="26" rx="3" fill="${light}" stroke="${c}" stroke-width="2"/><rect x="18" y="4" width="8" height="8" fill="${c}"/>` +
          `<line x1="15" y1="24" x2="29" y2="24" stroke="${c}" stroke-width="2"/>`,
      );
    case 'liquid':
      return g(
        `<path d="M16 4h12v6l4 6v22a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4V16l4-6z" fill="${light}" stroke="${c}" stroke-width="2"/>` +
          `<rect x="12" y="24" width="20" height="10" fill="${c}" opacity="0.75"/>`,
      );
    case 'herb':
      return g(
        `<path d="M22 40C10 34 8 18 22 4c14 14 12 30 0 36z" fill="${light}" stroke="${c}" stroke-width="2"/><path d="M22 40V12" stroke="${c}" stroke-width="2"/>`,
      );
    case 'tube':
      return g(
        `<path d="M8 16h24l6 6-6 6H8z" fill="${light}" stroke="${c}" stroke-width="2"/><rect x="38" y="19" width="4" height="6" fill="${c}"/>`,
      );
    default:
      return g(`<path d="M22 6v32M6 22h32" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`);
  }
}

/** A medicine box in three-quarter view with a colour band, the name, spec and manufacturer. 400×400. */
export function goodsImage(input: GoodsImageInput): string {
  const name = input.name.trim() || '药品';
  const hue = input.hue ?? hueOf(name);
  const band = hsl(hue, 62, 46);
  const kind = formKind(input.dosage_form ?? '', name);
  const frontX = 64;
  const frontY = 112;
  const frontW = 236;
  const frontH = 224;
  const depth = 40;
  const innerW = frontW - 36;
  const nameSize = fitFontSize(name, innerW, 26, 16, 2);
  // "开瑞坦 氯雷他定片": break at the space between trade and generic name when both halves fit.
  const halves = name.split(/\s+/);
  const nameLines = halves.length === 2 && halves.every((h) => textWidth(h, nameSize) <= innerW) ? halves : wrapText(name, innerW, nameSize, 2);
  const spec = (input.spec ?? '').trim();
  const maker = (input.manufacturer ?? '').trim();
  const form = (input.dosage_form ?? '').trim();
  const cx = frontX + frontW / 2;
  const parts = [
    svgOpen(400, 400, [name, spec, maker].filter(Boolean).join(' ')),
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 45, 97)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue, 30, 91)}"/></linearGradient></defs>`,
    `<rect width="400" height="400" fill="url(#bg)"/>`,
    `<ellipse cx="${cx + 22}" cy="${frontY + frontH + 18}" rx="150" ry="14" fill="#000" opacity="0.08"/>`,
    // top and side faces
    `<path d="M${frontX} ${frontY}l${depth} -${depth}h${frontW}l-${depth} ${depth}z" fill="${hsl(hue, 30, 93)}" stroke="${hsl(hue, 20, 70)}" stroke-width="1.5"/>`,
    `<path d="M${frontX + frontW} ${frontY}l${depth} -${depth}v${frontH}l-${depth} ${depth}z" fill="${hsl(hue, 35, 80)}" stroke="${hsl(hue, 20, 62)}" stroke-width="1.5"/>`,
    `<path d="M${frontX + frontW} ${frontY + 22}l${depth} -${depth}v40l-${depth} ${depth}z" fill="${hsl(hue, 55, 38)}"/>`,
    // front face with band
    `<rect x="${frontX}" y="${frontY}" width="${frontW}" height="${frontH}" fill="#fff" stroke="${hsl(hue, 20, 70)}" stroke-width="1.5"/>`,
    `<rect x="${frontX}" y="${frontY + 22}" width="${frontW}" height="40" fill="${band}"/>`,
    `<rect x="${frontX}" y="${frontY + frontH - 10}" width="${frontW}" height="10" fill="${band}" opacity="0.85"/>`,
    form ? textLines([form], frontX + 16, frontY + 49, 16, 0, 'fill="#fff" font-weight="bold"') : '',
    formEmblem(kind, frontX + frontW - 56, frontY + 20, hue),
    textLines(
      nameLines,
      cx,
      frontY + 98 + (nameLines.length === 1 ? 14 : 0),
      nameSize,
      nameSize + 8,
      'fill="#1f1f1f" font-weight="bold" text-anchor="middle"',
    ),
    spec ? textLines(wrapText(spec, innerW, 15, 1), cx, frontY + 166, 15, 0, 'fill="#595959" text-anchor="middle"') : '',
    `<line x1="${frontX + 18}" y1="${frontY + 182}" x2="${frontX + frontW - 18}" y2="${frontY + 182}" stroke="${hsl(hue, 30, 85)}"/>`,
    maker ? textLines(wrapText(maker, innerW, 12, 1), cx, frontY + 202, 12, 0, 'fill="#8c8c8c" text-anchor="middle"') : '',
    '</svg>',
  ];
  return parts.join('');
}

/** A round-cornered shop logo with the first characters of the short name. 160×160. */
export function shopLogo(input: { short_name: string; hue?: number }): string {
  const name = input.short_name.trim() || '商家';
  const hue = input.hue ?? hueOf(name);
  const mark = [...name].slice(0, 2).join('');
  const markSize = [...mark].length > 1 ? 38 : 52;
  return [
    svgOpen(160, 160, name),
    `<rect x="4" y="4" width="152" height="152" rx="28" fill="${hsl(hue, 60, 45)}"/>`,
    `<circle cx="80" cy="68" r="46" fill="#fff" opacity="0.95"/>`,
    textLines([mark], 80, 68 + markSize * 0.36, markSize, 0, `fill="${hsl(hue, 60, 38)}" font-weight="bold" text-anchor="middle"`),
    textLines(wrapText(name, 136, 16, 1), 80, 140, 16, 0, 'fill="#fff" text-anchor="middle"'),
    '</svg>',
  ].join('');
}

/** A 64×64 category icon with the first character; `active` inverts the colours for hover menus (logo1). */
export function categoryIcon(input: { name: string; hue?: number; active?: boolean }): string {
  const name = input.name.trim() || '类';
  const hue = input.hue ?? hueOf(name);
  const fill = input.active ? '#fff' : hsl(hue, 62, 46);
  const ink = input.active ? hsl(hue, 62, 46) : '#fff';
  return [
    svgOpen(64, 64, name),
    `<rect x="2" y="2" width="60" height="60" rx="14" fill="${fill}" stroke="${hsl(hue, 62, 46)}" stroke-width="2"/>`,
    textLines([[...name][0]], 32, 43, 28, 0, `fill="${ink}" font-weight="bold" text-anchor="middle"`),
    '</svg>',
  ].join('');
}

export interface BannerInput {
  title: string;
  subtitle?: string;
  hue?: number;
  width?: number;
  height?: number;
  /** Call-to-action pill text; '' hides it. */
  cta?: string;
}

/** Carousel, top/bottom banners and ads: a gradient with decorative shapes, a title, a subtitle and a CTA pill. */
export function bannerImage(input: BannerInput): string {
  const width = Math.max(120, Math.round(input.width ?? 1200));
  const height = Math.max(40, Math.round(input.height ?? 400));
  const title = input.title.trim() || '药采';
  const hue = input.hue ?? hueOf(title);
  const subtitle = (input.subtitle ?? '').trim();
  const cta = input.cta ?? '立即查看 ›';
  const out = [
    svgOpen(width, height, [title, subtitle].filter(Boolean).join(' ')),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 72, 44)}"/>` +
      `<stop offset="1" stop-color="${hsl(hue + 28, 78, 60)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ];
  const ratio = width / height;
  if (ratio >= 6 || (ratio >= 2 && height < 150)) out.push(stripBanner(width, height, title, subtitle, cta, hue));
  else out.push(blockBanner(width, height, title, subtitle, cta, hue, ratio >= 2));
  out.push('</svg>');
  return out.join('');
}

function ctaPill(x: number, top: number, size: number, cta: string, hue: number, anchorRight = false): string {
  const w = Math.round(textWidth(cta, size) + size * 2);
  const left = anchorRight ? x - w : x;
  return (
    `<rect x="${left}" y="${top}" width="${w}" height="${Math.round(size * 2)}" rx="${Math.round(size)}" fill="#fff"/>` +
    textLines(
      [cta],
      left + Math.round(w / 2),
      top + Math.round(size * 1.38),
      size,
      0,
      `fill="${hsl(hue, 72, 40)}" font-weight="bold" text-anchor="middle"`,
    )
  );
}

/** Thin top/bottom banners: one row with title, subtitle and the CTA at the right end. */
function stripBanner(width: number, height: number, title: string, subtitle: string, cta: string, hue: number): string {
  const pad = Math.round(Math.min(height * 0.4, width * 0.06));
  const subSize = Math.max(10, Math.round(height * 0.22));
  const ctaSize = Math.max(10, Math.round(height * 0.18));
  const ctaW = cta ? textWidth(cta, ctaSize) + ctaSize * 2 + pad : 0;
  const maxTitle = Math.max(12, Math.round(height * 0.36));
  const titleRoom = width - pad * 2 - ctaW - (subtitle ? Math.min(width * 0.3, textWidth(subtitle, subSize) + maxTitle) : 0);
  const titleSize = fitFontSize(title, titleRoom, maxTitle, 10, 1);
  const titleLine = wrapText(title, titleRoom, titleSize, 1);
  const titleEnd = pad + textWidth(titleLine[0] ?? '', titleSize) + titleSize;
  const out = [
    `<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.1)}" r="${Math.round(height * 0.9)}" fill="#fff" opacity="0.10"/>`,
    textLines(titleLine, pad, Math.round(height / 2 + titleSize * 0.36), titleSize, 0, 'fill="#fff" font-weight="bold"'),
  ];
  if (subtitle) {
    const room = width - titleEnd - ctaW - pad;
    if (room > subSize * 3)
      out.push(
        textLines(
          wrapText(subtitle, room, subSize, 1),
          Math.round(titleEnd),
          Math.round(height / 2 + subSize * 0.36),
          subSize,
          0,
          'fill="#fff" opacity="0.9"',
        ),
      );
  }
  if (cta) out.push(ctaPill(width - pad, Math.round(height / 2 - ctaSize), ctaSize, cta, hue, true));
  return out.join('');
}

/** Carousel-sized and square banners: stacked title, subtitle and CTA; wide ones get a capsule-and-cross motif. */
function blockBanner(width: number, height: number, title: string, subtitle: string, cta: string, hue: number, wide: boolean): string {
  const pad = Math.round(Math.min(width, height) * 0.1);
  const textW = wide ? width * 0.6 : width - pad * 2;
  const maxTitle = Math.round(wide ? height * 0.16 : Math.min(width * 0.11, height * 0.16));
  const titleSize = fitFontSize(title, textW, maxTitle, 12, wide ? 1 : 2);
  const titleLines = wrapText(title, textW, titleSize, wide ? 1 : 2);
  const subSize = Math.max(10, Math.round(titleSize * 0.45));
  const subLines = subtitle ? wrapText(subtitle, textW, subSize, 2) : [];
  const unit = Math.min(width / 3, height);
  const out = [
    `<circle cx="${Math.round(width * 0.86)}" cy="${Math.round(height * 0.2)}" r="${Math.round(unit * 0.55)}" fill="#fff" opacity="0.10"/>`,
    `<circle cx="${Math.round(width * 0.72)}" cy="${Math.round(height * 1.05)}" r="${Math.round(unit * 0.45)}" fill="#fff" opacity="0.08"/>`,
  ];
  if (wide) {
    const cx = Math.round(width * 0.82);
    const cy = Math.round(height * 0.55);
    const s = Math.round(unit * 0.2);
    const a = Math.round(s * 0.15);
    const kx = Math.round(cx - s * 2.3);
    const ky = Math.round(cy - s * 0.9);
    out.push(
      `<g transform="translate(${cx} ${cy}) rotate(-30)"><rect x="${-s * 1.6}" y="${-s / 2}" width="${s * 3.2}" height="${s}" rx="${s / 2}" fill="#fff" opacity="0.92"/>` +
        `<path d="M0 ${-s / 2}h${s * 1.1}a${s / 2} ${s / 2} 0 0 1 0 ${s}H0z" fill="${hsl(hue + 180, 70, 55)}"/></g>`,
      `<path d="M${kx - a} ${ky - 3 * a}h${2 * a}v${2 * a}h${2 * a}v${2 * a}h${-2 * a}v${2 * a}h${-2 * a}v${-2 * a}h${-2 * a}v${-2 * a}h${2 * a}z" fill="#fff" opacity="0.85"/>`,
    );
  }
  const blockH = titleLines.length * titleSize * 1.2 + subLines.length * subSize * 1.5 + (cta ? subSize * 3 : 0);
  let y = Math.round((height - blockH) / 2 + titleSize);
  out.push(textLines(titleLines, pad, y, titleSize, titleSize * 1.2, 'fill="#fff" font-weight="bold"'));
  y += Math.round((titleLines.length - 1) * titleSize * 1.2 + subSize * 1.8);
  if (subLines.length) {
    out.push(textLines(subLines, pad, y, subSize, subSize * 1.5, 'fill="#fff" opacity="0.92"'));
    y += Math.round((subLines.length - 1) * subSize * 1.5);
  }
  if (cta) out.push(ctaPill(pad, Math.round(y + subSize * 1.1), subSize, cta, hue));
  return out.join('');
}

/** A partner/global link tile: coloured mark with the first character and the name. 200×80. */
export function linkImage(input: { name: string; hue?: number }): string {
  const name = input.name.trim() || '链接';
  const hue = input.hue ?? hueOf(name);
  const size = fitFontSize(name, 116, 20, 12, 1);
  return [
    svgOpen(200, 80, name),
    `<rect x="1" y="1" width="198" height="78" rx="10" fill="#fff" stroke="${hsl(hue, 40, 80)}" stroke-width="2"/>`,
    `<rect x="12" y="14" width="52" height="52" rx="12" fill="${hsl(hue, 62, 46)}"/>`,
    textLines([[...name][0]], 38, 50, 26, 0, 'fill="#fff" font-weight="bold" text-anchor="middle"'),
    textLines(wrapText(name, 116, size, 1), 74, 40 + size * 0.36, size, 0, `fill="${hsl(hue, 50, 30)}" font-weight="bold"`),
    '</svg>',
  ].join('');
}

/** Escaped text, for callers composing their own SVG around these renderers. */
export const escapeXml = esc;
