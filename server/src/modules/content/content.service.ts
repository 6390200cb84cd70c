import { MAIN_NAV_MAX, type CommonData, type HelpGroup, type MenuCategory, type NavItem, type SiteConfig } from '@yaocai/contract';
import type { ContentRepository } from './content.repository.js';
import { memo } from '../../core/cache/memo.js';

/** The slot of the thin banner above the header (spec: GET /api/focus/top). */
const TOP_BANNER_SLOT = 2;

type CategoryRow = Awaited<ReturnType<ContentRepository['categories']>>[number];
type NavRow = Awaited<ReturnType<ContentRepository['navItems']>>[number];

const CONFIG_DEFAULTS: SiteConfig = {
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
};

/** The announcement bar shows activity notices (category 3, spec §9). */
export const ANNOUNCEMENT_TYPE = 3;

export interface ServiceRepView {
  name: string;
  phone: string;
  is_default: number;
}

/** Shell content is read on every page view and edited rarely: each process keeps it for 30 s. */
const SHELL_TTL_MS = 30_000;

export class ContentService {
  private readonly config = memo(SHELL_TTL_MS, async () => {
    const config = { ...CONFIG_DEFAULTS };
    for (const row of await this.repo.siteConfig()) if (row.key in config) config[row.key as keyof SiteConfig] = row.value;
    return config;
  });

  private readonly searchAdList = memo(SHELL_TTL_MS, () => this.repo.searchAds());
  private readonly shell = memo(SHELL_TTL_MS, async () => {
    const [hot, navRows, categoryRows, config, service] = await Promise.all([
      this.repo.hotWords(),
      this.repo.navItems(),
      this.repo.categories(),
      this.siteConfig(),
      this.defaultRep(),
    ]);
    return {
      hot,
      nav: navTree(navRows).slice(0, MAIN_NAV_MAX),
      category: categoryMenu(categoryRows, 'all'),
      category_yx: categoryMenu(categoryRows, 'yx'),
      category_zy: categoryMenu(categoryRows, 'zy'),
      config,
      service,
    };
  });

  constructor(
    private readonly repo: ContentRepository,
    private readonly defaultRep: () => Promise<ServiceRepView>,
  ) {}

  /** After an operator's change: this process reads the shell again at once (others within SHELL_TTL_MS). */
  forget() {
    this.config.clear();
    this.shell.clear();
    this.searchAdList.clear();
  }

  siteConfig(): Promise<SiteConfig> {
    return this.config.get();
  }

  /** GET /api/focus/common: everything the header, menus and footer need in one call, with the server time. */
  async common(now = new Date()): Promise<CommonData> {
    return { ...(await this.shell.get()), timestamp: Math.floor(now.getTime() / 1000) };
  }

  hotWords() {
    return this.repo.hotWords();
  }

  banners(slot: number, now = new Date()) {
    return this.repo.bannersInSlot(slot, now);
  }

  /** GET /api/focus/top: the thin banner above every page's header (slot 2). */
  topBanners(now = new Date()) {
    return this.banners(TOP_BANNER_SLOT, now);
  }

  /** A slot's showing banners, or only those a page names (/kxzq/goods/{url}/{ads}: the ids in {ads}). */
  async focus(slot: number, ids?: number[]) {
    const banners = await this.banners(slot);
    return ids ? banners.filter((b) => ids.includes(b.id)) : banners;
  }

  /** The ads shown beside a search's results. */
  /**
   * Up to 3 ads beside a search's results: those whose name holds the keyword, an exact name first. The slot's few
   * ads are kept like the shell (SHELL_TTL_MS; at once after a change in this process), not queried per search.
   */
  async searchAds(keyword: string) {
    const all = await this.searchAdList.get();
    const named = all.filter((a) => a.name.includes(keyword));
    return [...named.filter((a) => a.name === keyword), ...named.filter((a) => a.name !== keyword)].slice(0, 3);
  }

  ads(position: string) {
    return this.repo.adsAt(position);
  }

  links() {
    return this.repo.links();
  }

  /** Help groups with their article links; the footer takes the first 4. */
  async helpGroups(categoryId?: number): Promise<HelpGroup[] | null> {
    const groups = await this.repo.helpGroups(categoryId ? [categoryId] : undefined);
    if (categoryId && groups.length === 0) return null;
    const articles = await this.repo.articlesOfGroups(groups.map((g) => g.id));
    return groups.map((g) => ({
      id: g.id,
      name: g.name,
      articles: articles.filter((a) => a.groupId === g.id).map((a) => ({ id: a.id, title: a.title, url: a.route })),
    }));
  }

  /** GET /api/article/{id}: one help article. */
  article(id: number) {
    return this.repo.article(id);
  }

  /** GET /api/post/postDetail: one post with its neighbours when `id` is given, else the page of a type. */
  async postDetail(q: { type?: number; id?: number; page: number; page_size: number }) {
    if (q.id) return { post: await this.repo.post(q.id), list: null };
    return { post: null, list: await this.postList(q.type, q.page, q.page_size) };
  }

  /** GET /api/focus/postList: news posts (1 quality announcements, 2 company news, 3 activity notices), newest first. */
  async postList(type: number | undefined, page: number, pageSize: number) {
    return { ...(await this.repo.postPage(type, pageSize, (page - 1) * pageSize)), page, page_size: pageSize };
  }

  async announcements(limit = 10) {
    return { post: await this.repo.latestPosts(ANNOUNCEMENT_TYPE, limit) };
  }
}

function navTree(rows: NavRow[]): NavItem[] {
  const open = rows.filter((r) => r.isOpen);
  const toItem = (r: NavRow): NavItem => ({
    id: r.id,
    name: r.name,
    url: r.url,
    image: r.image,
    is_open: r.isOpen ? 1 : 0,
    children: open.filter((c) => c.parentId === r.id).map(toItem),
  });
  return open.filter((r) => r.parentId === null).map(toItem);
}

/** The three-level category tree for one menu variant; only top categories carry the variant tags. */
export function categoryMenu(rows: CategoryRow[], variant: 'all' | 'yx' | 'zy'): MenuCategory[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const toItem = (r: CategoryRow): MenuCategory => ({
    id: r.id,
    name: r.name,
    logo: `/media/category/${r.id}.svg`,
    logo1: `/media/category/${r.id}.svg?variant=active`,
    children: (byParent.get(r.id) ?? []).map(toItem),
  });
  return (byParent.get(null) ?? []).filter((r) => r.menus.includes(variant)).map(toItem);
}
