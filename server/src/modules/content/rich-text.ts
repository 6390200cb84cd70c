import sanitizeHtml from 'sanitize-html';

/**
 * What an article may hold: the editor's blocks and marks, links and images, simple tables. Everything else — scripts,
 * event handlers, styles, iframes, forms, `javascript:` and `data:` addresses — is removed before the HTML is stored,
 * so the storefront can render stored bodies as they are.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // h1 is the page's own title: an article's headings start below it.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: out };
    },
  },
  disallowedTagsMode: 'discard',
};

/** The stored form of an operator's HTML. */
export function sanitizeRichText(html: string): string {
  // Editors leave empty paragraphs at the end (TipTap's trailing node): they would only add space under the article.
  let out = sanitizeHtml(html, OPTIONS).trim();
  const trailingEmpty = /<p>(?:\s|&nbsp;|<br \/>)*<\/p>\s*$/;
  while (trailingEmpty.test(out)) out = out.replace(trailingEmpty, '').trim();
  return out;
}

/** Whether the sanitised HTML still says something (text or an image), so an empty body can be refused. */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
