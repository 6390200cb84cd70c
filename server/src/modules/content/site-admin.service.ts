import type {
  AdBody,
  AdminAdView,
  AdminBannerView,
  BannerBody,
  FooterLinksBody,
  HotWordsBody,
  NavBody,
  SiteSettingsBody,
  SiteSettingsView,
} from '@yaocai/contract';
import { chinaMinuteInstant } from '@yaocai/contract';
import type { Database, Executor } from '../../db/client.js';
import { refusable, refuse, type Result } from '../../core/http/errors.js';
import type { Actor, AuditEntry } from '../../shared/actor.js';
import type { SiteAdminRepository } from './site-admin.repository.js';

/** 'YYYY-MM-DD HH:mm' in China time → the instant. */
const chinaInstant = (v: string | undefined) => (v ? chinaMinuteInstant(v) : null);

const SETTING_DEFAULTS: SiteSettingsView = {
  site_name: '药采',
  hot_line: '',
  icp_no: '',
  police_no: '',
  drug_info_licence: '',
  business_licence: '',
  copyright: '',
  mini_program_qr: '',
  app_qr: '',
  wxkf: '',
  quality_inspection_url: '',
  einvoice_query_url: '/dzfp',
  main_site_url: '/',
  points_per_yuan: 1,
  trace_codes_required: 0,
};

/**
 * The console's site content: banners by slot, ads, the main nav, hot words, footer links and site settings. Each
 * change and its audit row (before and after) are one transaction; the storefront's shell on this process is read
 * again at once, on other processes within the shell cache's 30 s.
 */
export class SiteAdminService {
  constructor(
    private readonly deps: {
      database: Database;
      repo: SiteAdminRepository;
      audit: (tx: Executor, actor: Actor, entry: AuditEntry) => Promise<void>;
      /** The storefront shell's cache (content module) to drop after a change. */
      changed: () => void;
    },
  ) {}

  private write<T>(actor: Actor, entry: (tx: Executor) => Promise<{ value: T; audit: AuditEntry }>): Promise<Result<T>> {
    return refusable(async () => {
      const value = await this.deps.database.db.transaction(async (tx) => {
        const { value, audit } = await entry(tx);
        await this.deps.audit(tx, actor, audit);
        return value;
      });
      this.deps.changed();
      return value;
    });
  }

  banners(slot?: number): Promise<AdminBannerView[]> {
    return this.deps.repo.banners(this.deps.database.db, slot);
  }

  saveBanner(actor: Actor, id: number | null, body: BannerBody): Promise<Result<AdminBannerView>> {
    const { repo } = this.deps;
    const values = { ...body, startsAt: chinaInstant(body.starts_at), endsAt: chinaInstant(body.ends_at) };
    return this.write(actor, async (tx) => {
      const before = id === null ? null : await repo.banner(tx, id);
      if (id !== null && !before) refuse('广告不存在', 'not_found');
      const bannerId = id ?? (await repo.insertBanner(tx, values));
      if (id !== null) await repo.updateBanner(tx, id, values);
      const after = (await repo.banner(tx, bannerId))!;
      return { value: after, audit: { action: id === null ? 'banner.create' : 'banner.update', targetId: bannerId, detail: { before, after } } };
    });
  }

  deleteBanner(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    return this.write(actor, async (tx) => {
      const before = await this.deps.repo.banner(tx, id);
      if (!before) refuse('广告不存在', 'not_found');
      await this.deps.repo.deleteBanner(tx, id);
      return { value: { id }, audit: { action: 'banner.delete', targetId: id, detail: { before } } };
    });
  }

  ads(): Promise<AdminAdView[]> {
    return this.deps.repo.ads(this.deps.database.db);
  }

  saveAd(actor: Actor, id: number | null, body: AdBody): Promise<Result<AdminAdView>> {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = id === null ? null : await repo.ad(tx, id);
      if (id !== null && !before) refuse('广告不存在', 'not_found');
      const adId = id ?? (await repo.insertAd(tx, body));
      if (id !== null) await repo.updateAd(tx, id, body);
      const after = (await repo.ad(tx, adId))!;
      return { value: after, audit: { action: id === null ? 'ad.create' : 'ad.update', targetId: adId, detail: { before, after } } };
    });
  }

  deleteAd(actor: Actor, id: number): Promise<Result<{ id: number }>> {
    return this.write(actor, async (tx) => {
      const before = await this.deps.repo.ad(tx, id);
      if (!before) refuse('广告不存在', 'not_found');
      await this.deps.repo.deleteAd(tx, id);
      return { value: { id }, audit: { action: 'ad.delete', targetId: id, detail: { before } } };
    });
  }

  nav() {
    return this.deps.repo.navTop(this.deps.database.db);
  }

  saveNav(actor: Actor, body: NavBody) {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.navTop(tx);
      const known = new Set(before.map((n) => n.id));
      const ids = body.items.flatMap((i) => (i.id ? [i.id] : []));
      const stranger = ids.find((id) => !known.has(id));
      if (stranger) refuse(`导航不存在：${stranger}`, 'invalid', 'items');
      if (new Set(ids).size !== ids.length) refuse('导航重复', 'invalid', 'items');
      await repo.replaceNavTop(
        tx,
        body.items.map((i) => ({ id: i.id, name: i.name, url: i.url, isOpen: i.is_open === 1 })),
      );
      const after = await repo.navTop(tx);
      return { value: after, audit: { action: 'site.nav', detail: { before, after } } };
    });
  }

  hotWords() {
    return this.deps.repo.hotWords(this.deps.database.db);
  }

  saveHotWords(actor: Actor, body: HotWordsBody) {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.hotWords(tx);
      // A word without its own link searches for itself.
      await repo.replaceHotWords(
        tx,
        body.words.map((w) => ({ name: w.name, url: w.url ?? `/search?keywords=${encodeURIComponent(w.name)}` })),
      );
      const after = await repo.hotWords(tx);
      return { value: after, audit: { action: 'site.hot_words', detail: { before, after } } };
    });
  }

  links() {
    return this.deps.repo.links(this.deps.database.db);
  }

  saveLinks(actor: Actor, body: FooterLinksBody) {
    const { repo } = this.deps;
    return this.write(actor, async (tx) => {
      const before = await repo.links(tx);
      await repo.replaceLinks(tx, body.links);
      const after = await repo.links(tx);
      return { value: after, audit: { action: 'site.links', detail: { before, after } } };
    });
  }

  async settings(executor: Executor = this.deps.database.db): Promise<SiteSettingsView> {
    const view = { ...SETTING_DEFAULTS };
    for (const row of await this.deps.repo.settings(executor)) {
      if (row.key === 'points_per_yuan') view.points_per_yuan = Number(row.value) || 0;
      else if (row.key === 'trace_codes_required') view.trace_codes_required = row.value === '1' ? 1 : 0;
      else if (row.key in view) (view as Record<string, unknown>)[row.key] = row.value;
    }
    return view;
  }

  saveSettings(actor: Actor, body: SiteSettingsBody) {
    return this.write(actor, async (tx) => {
      const before = await this.settings(tx);
      const values: Record<string, string> = {};
      for (const key of Object.keys(SETTING_DEFAULTS) as Array<keyof SiteSettingsView>) values[key] = String(body[key] ?? '');
      await this.deps.repo.writeSettings(tx, values);
      const after = await this.settings(tx);
      const changed = (Object.keys(after) as Array<keyof SiteSettingsView>).filter((k) => after[k] !== before[k]);
      return { value: after, audit: { action: 'site.settings', detail: { changed, before, after } } };
    });
  }
}
