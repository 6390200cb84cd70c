import { describe, expect, it } from 'vitest';
import { bannerImage, categoryIcon, goodsImage, linkImage, shopLogo } from './placeholder-svg.js';
import { qrMatrix, qrSvg } from '../../shared/qr.js';
import { textWidth, wrapText } from '../../shared/svg-text.js';

/** Minimal XML well-formedness check: one root, balanced tags, quoted attributes, only known entities. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/[<>]/.test(text)) throw new Error(`raw bracket in text: ${text}`);
    for (const m of text.matchAll(/&([^;\s]*);?/g)) {
      if (!/^(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+)$/i.test(m[1]) || !m[0].endsWith(';')) throw new Error(`bad entity ${m[0]}`);
    }
    if (stack.length === 0 && text.trim()) throw new Error(`text outside the root: ${text}`);
    if (lt === -1) break;
    const gt = xml.indexOf('>', lt);
    if (gt === -1) throw new Error('unterminated tag');
    const tag = xml.slice(lt + 1, gt);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
    } else {
      const m = /^([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)$/.exec(tag);
      if (!m) throw new Error(`malformed tag <${tag}>`);
      for (const a of m[2].matchAll(/="([^"]*)"/g)) {
        if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(a[1])) throw new Error(`bad entity in attribute ${a[1]}`);
      }
      if (stack.length === 0) roots++;
      if (!m[3]) stack.push(m[1]);
    }
    i = gt + 1;
  }
  if (stack.length) throw new Error(`unclosed ${stack.join(',')}`);
  if (roots !== 1) throw new Error(`expected one root, got ${roots}`);
}

const nasty = 'A&B <药> "甲" \'乙\'';

describe('placeholder SVGs', () => {
  const renders: Array<[string, string]> = [
    ['goods', goodsImage({ name: '开瑞坦 氯雷他定片', spec: '10mg*6片/盒', manufacturer: '拜耳医药保健有限公司', dosage_form: '片剂', hue: 210 })],
    ['goods long', goodsImage({ name: '注射用重组人粒细胞巨噬细胞集落刺激因子（特尔立）超长名称测试', spec: '150ug*1瓶', dosage_form: '注射剂' })],
    ['goods bare', goodsImage({ name: '当归' })],
    ['shop', shopLogo({ short_name: '华康医药' })],
    ['category', categoryIcon({ name: '抗感染药' })],
    ['category active', categoryIcon({ name: '中药饮片', active: true })],
    ['banner', bannerImage({ title: '冬季感冒用药专场', subtitle: '满800元包邮 · 领券立减', hue: 12 })],
    ['ad', bannerImage({ title: '新人专享券', subtitle: '注册即领', width: 240, height: 200 })],
    ['link', linkImage({ name: '商家入驻' })],
    ['qr', qrSvg('https://www.yaocai.cn/app', { caption: '扫码下载药采App' })],
  ];
  it.each(renders)('%s is a well-formed SVG document', (_label, svg) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('WenQuanYi Zen Hei');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org|www\.yaocai\.cn)/); // no external fonts or images
    assertWellFormed(svg);
  });

  it('escapes &, <, > and quotes in every text input', () => {
    const outputs = [
      goodsImage({ name: nasty, spec: nasty, manufacturer: nasty, dosage_form: nasty }),
      shopLogo({ short_name: nasty }),
      categoryIcon({ name: nasty }),
      bannerImage({ title: nasty, subtitle: nasty, cta: nasty }),
      linkImage({ name: nasty }),
      qrSvg(nasty, { caption: nasty }),
    ];
    for (const svg of outputs) {
      assertWellFormed(svg);
      expect(svg).toContain('A&amp;B');
      expect(svg).toContain('&lt;药&gt;');
      expect(svg).not.toContain('<药>');
    }
  });

  it('is deterministic and uses the hue it is given', () => {
    const a = goodsImage({ name: '阿莫西林胶囊', hue: 120 });
    expect(goodsImage({ name: '阿莫西林胶囊', hue: 120 })).toBe(a);
    expect(a).toContain('hsl(120,62%,46%)');
    expect(goodsImage({ name: '阿莫西林胶囊' })).toBe(goodsImage({ name: '阿莫西林胶囊' }));
  });

  it('sizes banners as asked', () => {
    const svg = bannerImage({ title: '品牌专区', width: 1200, height: 100 });
    expect(svg).toContain('width="1200" height="100"');
  });
});

describe('text layout', () => {
  it('wraps to the width and marks a cut with …', () => {
    const lines = wrapText('复方氨酚烷胺片感冒灵颗粒布洛芬缓释胶囊', 100, 20, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    for (const l of lines) expect(textWidth(l, 20)).toBeLessThanOrEqual(100);
    expect(wrapText('当归', 100, 20, 2)).toEqual(['当归']);
  });
});

describe('QR codes', () => {
  it('encodes the URL in a square matrix with finder patterns', () => {
    const m = qrMatrix('https://www.yaocai.cn/miniprogram');
    expect(m.length).toBeGreaterThanOrEqual(21);
    expect(m.every((row) => row.length === m.length)).toBe(true);
    // top-left finder: 7 dark modules across the first row, light module after it
    expect(m[0].slice(0, 7).every(Boolean)).toBe(true);
    expect(m[0][7]).toBe(false);
  });

  it('draws one path and is deterministic', () => {
    const svg = qrSvg('/help/fwbz/zskf', { size: 160 });
    expect(svg).toBe(qrSvg('/help/fwbz/zskf', { size: 160 }));
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain('width="160" height="160"');
  });
});
