import type { ThemeConfig } from 'antd';

/** Pharma green; global.css mirrors it as --yc-primary for the hand-written styles. */
export const BRAND_GREEN = '#00a870';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    borderRadius: 4,
    // WenQuanYi first: it is what a Debian box (and our screenshots) actually has for CJK.
    fontFamily: '"WenQuanYi Zen Hei", "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
  },
};
