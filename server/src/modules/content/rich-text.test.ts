import { describe, expect, it } from 'vitest';
import { hasContent, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the editor’s blocks, marks, links, images and tables', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><p><a href="https://example.com/a">链接</a></p><p><img src="/media/goods-images/x.png" alt="图"></p>' +
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html.replace('alt="图">', 'alt="图" />'));
  });

  it('removes scripts, handlers, styles, frames and dangerous addresses', () => {
    const out = sanitizeRichText(
      '<p onclick="x()" style="color:red">正文<script>alert(1)</script></p><iframe src="https://evil"></iframe>' +
        '<a href="javascript:alert(1)">坏链接</a><img src="data:image/png;base64,AAAA" onerror="x()"><img src="//evil/x.png">' +
        '<svg><script>1</script></svg><form><input></form><style>p{}</style>',
    );
    expect(out).toBe('<p>正文</p><a>坏链接</a><img /><img />');
    expect(out).not.toMatch(/script|onclick|onerror|style|iframe|javascript|data:|evil/);
  });

  it('turns h1 into h2 and makes new-tab links safe', () => {
    expect(sanitizeRichText('<h1>大标题</h1><a href="https://a.cn" target="_blank">外链</a>')).toBe(
      '<h2>大标题</h2><a href="https://a.cn" target="_blank" rel="noopener noreferrer">外链</a>',
    );
  });

  it('drops the empty paragraphs an editor leaves at the end', () => {
    expect(sanitizeRichText('<p>正文</p><p></p><p><br></p> <p>&nbsp;</p>')).toBe('<p>正文</p>');
    expect(sanitizeRichText('<p></p><p>正文</p>')).toBe('<p></p><p>正文</p>');
  });

  it('tells an empty body from one with text or an image', () => {
    expect(hasContent('<p> &nbsp; </p><p><br></p>')).toBe(false);
    expect(hasContent('<p>字</p>')).toBe(true);
    expect(hasContent('<p><img src="https://a.cn/x.png"></p>')).toBe(true);
  });
});
