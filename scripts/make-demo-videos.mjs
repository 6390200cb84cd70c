#!/usr/bin/env node
/* global document, MediaRecorder, requestAnimationFrame */
// Draws the demo clips of /video (server/media/videos/*.webm) in Debian's Chromium: a canvas animation recorded with
// MediaRecorder (VP8). Run once when the demo videos change; the clips are committed, nothing is hot-linked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/media/videos');
const CLIPS = [
  {
    file: 'gsp-receiving.webm',
    color: '#0a9e6e',
    title: 'GSP 药品收货验收',
    lines: ['核对随货同行单', '检查外包装与批号效期', '冷链药品查验温度记录', '验收合格后入库上架'],
  },
  { file: 'cold-chain.webm', color: '#1677ff', title: '冷链药品储存要点', lines: ['2–8℃ 冷藏', '每日两次温湿度记录', '断电应急预案', '近效期先出'] },
  {
    file: 'platform-ordering.webm',
    color: '#e4393c',
    title: '药采 快速下单演示',
    lines: ['下载采购单模板', '上传 Excel 自动匹配', '选择货源与效期', '一键加入购物车'],
  },
  {
    file: 'otc-display.webm',
    color: '#fa8c16',
    title: '药店 OTC 陈列技巧',
    lines: ['按功能分区陈列', '甲类乙类分开摆放', '处方药不得开架', '价签清晰准确'],
  },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
fs.mkdirSync(out, { recursive: true });
for (const clip of CLIPS) {
  const base64 = await page.evaluate(async ({ color, title, lines }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    document.body.appendChild(canvas);
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(24);
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
    const chunks = [];
    rec.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((r) => (rec.onstop = r));
    rec.start(250);
    const seconds = 8;
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        ctx.fillStyle = '#f7faf9';
        ctx.fillRect(0, 0, 640, 360);
        ctx.fillStyle = color;
        ctx.fillRect(0, 0, 640, 64);
        ctx.fillStyle = '#fff';
        ctx.font = 'bold 28px "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif';
        ctx.fillText(title, 24, 43);
        lines.forEach((line, i) => {
          const appear = 0.6 + i * 1.5;
          const a = Math.max(0, Math.min(1, (t - appear) / 0.5));
          ctx.globalAlpha = a;
          ctx.fillStyle = color;
          ctx.beginPath();
          ctx.arc(60, 120 + i * 56, 14, 0, Math.PI * 2);
          ctx.fill();
          ctx.fillStyle = '#fff';
          ctx.font = 'bold 16px sans-serif';
          ctx.fillText(String(i + 1), 55, 126 + i * 56);
          ctx.fillStyle = '#333';
          ctx.font = '24px "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif';
          ctx.fillText(line, 90 + (1 - a) * 30, 129 + i * 56);
          ctx.globalAlpha = 1;
        });
        ctx.fillStyle = color;
        ctx.fillRect(0, 352, (640 * t) / seconds, 8);
        ctx.fillStyle = '#999';
        ctx.font = '14px sans-serif';
        ctx.fillText('药采 yaocai · 培训视频（演示）', 440, 340);
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    rec.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(s);
  }, clip);
  const data = Buffer.from(base64, 'base64');
  fs.writeFileSync(path.join(out, clip.file), data);
  console.log(`${clip.file}: ${(data.length / 1024).toFixed(0)} KB`);
}
await browser.close();
