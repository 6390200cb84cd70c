import type { ThemeConfig } from 'antd';

/** Pharma green, dark enough for white text and for text on white (WCAG AA 4.5:1); global.css mirrors it as --yc-primary. */
export const BRAND_GREEN = '#007f55';

export const theme: ThemeConfig = {
  // antd's component styles come from its prebuilt stylesheet (antd/dist/antd.css, imported by main.tsx) instead of
  // being generated in the browser as each component first renders: that generation was most of the storefront's
  // blocking time on a first load. The tokens below still apply: they are CSS variables the stylesheet reads.
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    // antd's secondary text greys (breadcrumbs, descriptions) at 0.45 alpha read at 3.3:1; 0.62 reaches 4.5:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Badges and error text in white-on-red or red-on-white at 4.6:1 (antd's #ff4d4f gives 3.3:1).
    colorError: '#d9363e',
    borderRadius: 4,
    // WenQuanYi first: it is what a Debian box (and our screenshots) actually has for CJK.
    fontFamily: '"WenQuanYi Zen Hei", "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
  },
};
