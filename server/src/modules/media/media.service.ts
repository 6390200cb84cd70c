import { qrSvg } from '../../shared/qr.js';
import type { MediaRepository } from './media.repository.js';
import { bannerImage, categoryIcon, goodsImage, linkImage, shopLogo } from './placeholder-svg.js';

/** Sizes of banner slots (spec: 1 home carousel, 2 top banner, 164 home bottom banner) and ad positions. */
const BANNER_SIZE: Record<number, [number, number]> = {
  1: [730, 400],
  2: [1920, 60],
  3: [190, 280],
  4: [1200, 120],
  10: [1200, 200],
  11: [1200, 200],
  12: [1200, 200],
  13: [1200, 200],
  14: [600, 400],
  15: [1200, 200],
  16: [1200, 120],
  164: [1200, 120],
};
const AD_SIZE: Record<string, [number, number]> = { top_right: [190, 80], search: [300, 100] };
const QR_TARGETS: Record<string, { path: string; caption: string }> = {
  miniprogram: { path: '/', caption: '微信扫码打开小程序' },
  app: { path: '/help/xrzn/gwzn', caption: '扫码下载药采APP' },
};

export type MediaKind = 'goods' | 'shop' | 'category' | 'banner' | 'ad' | 'brand' | 'gift' | 'link' | 'activity';

/**
 * Generated placeholder images (SVG) drawn from the data itself: no hot-linking, no binaries in git. Each drawing is
 * null when the row it stands for does not exist.
 */
export class MediaService {
  constructor(private readonly repo: MediaRepository) {}

  /** A goods with an uploaded photo answers with its address instead of a drawing (orders, carts and cards link here). */
  async draw(kind: MediaKind, id: number, variant?: string): Promise<string | { redirect: string } | null> {
    switch (kind) {
      case 'goods': {
        const g = await this.repo.goods(id);
        if (g?.images.length) return { redirect: g.images[0]! };
        return g && goodsImage(g);
      }
      case 'shop': {
        const s = await this.repo.shop(id);
        return s && shopLogo(s);
      }
      case 'category': {
        const c = await this.repo.category(id);
        return c && categoryIcon({ name: c.name, active: variant === 'active' });
      }
      case 'banner': {
        const b = await this.repo.banner(id);
        if (!b) return null;
        const [width, height] = BANNER_SIZE[b.slot] ?? [1200, 300];
        const [title, subtitle] = b.name.split(/[|｜]/);
        return bannerImage({ title, subtitle, width, height, cta: height >= 200 ? '立即查看' : '' });
      }
      case 'ad': {
        const a = await this.repo.ad(id);
        if (!a) return null;
        const [width, height] = AD_SIZE[a.position] ?? [300, 100];
        return bannerImage({ title: a.name, width, height, cta: '' });
      }
      case 'brand': {
        const b = await this.repo.brand(id);
        return b && shopLogo({ short_name: b.name });
      }
      case 'gift': {
        const g = await this.repo.gift(id);
        return g && bannerImage({ title: g.name, subtitle: '积分兑换', width: 400, height: 400, cta: '' });
      }
      case 'activity': {
        const a = await this.repo.activity(id);
        return a && bannerImage({ title: a.title, subtitle: a.subtitle, width: 1200, height: 320, cta: '立即参与' });
      }
      case 'link': {
        const l = await this.repo.link(id);
        return l && linkImage(l);
      }
    }
  }

  /** The app and mini-program QR codes, pointing at `origin` (the shop's address: core/http/public-origin.ts). */
  qr(name: string, origin: string): string | null {
    const target = QR_TARGETS[name];
    return target ? qrSvg(origin + target.path, { caption: target.caption, size: 160 }) : null;
  }
}
