/**
 * The goods picture the server drew into this page load's HTML (server core/http/phone-html.ts), if any: removed once
 * the goods page's own copy has loaded, when the page has no picture to show, or when it is left.
 */
const boot = typeof document === 'undefined' ? null : document.getElementById('boot-goods');

export function releaseBootImage() {
  boot?.remove();
}
