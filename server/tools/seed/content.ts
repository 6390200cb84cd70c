/** Site content (SeedContent): settings, service reps, hot words, nav, banners, ads, links, help centre, news, members. */
import type { SeedCategory, SeedContent } from '../../src/seed/seed-types.js';
import { HELP_ARTICLES, HELP_GROUPS } from './help-articles.js';
import { POSTS } from './posts.js';
import { BUSINESS_SCOPES } from './regulatory.js';

const HOT_WORDS = ['阿莫西林', '感冒灵', '布洛芬', '头孢', '连花清瘟', '开瑞坦', '阿司匹林', '复方丹参滴丸', '板蓝根', '修正'];

export function buildContent(categories: SeedCategory[]): SeedContent {
  const topId = (name: string) => categories.find((c) => c.level === 1 && c.name === name)!.id;
  const config: Record<string, string> = {
    site_name: '药采',
    hot_line: '400-886-0123',
    icp_no: '京ICP备20260123号-1',
    police_no: '京公网安备11010502060123号',
    drug_info_licence: '(京)-经营性-2026-0018',
    business_licence: '91110105MA04YC8R6T',
    copyright: '© 2026 药采 yaocai.cn 版权所有',
    mini_program_qr: '/media/qr/miniprogram.svg',
    app_qr: '/media/qr/app.svg',
    wxkf: '/help/fwbz/zskf',
    quality_inspection_url: '',
    einvoice_query_url: '/dzfp',
    main_site_url: '/',
  };
  const nav: SeedContent['nav'] = [
    { id: 1, parent_id: null, name: '首页', url: '/', image: '', is_open: true, sort: 1 },
    { id: 2, parent_id: null, name: '优选专区', url: '/yx', image: '', is_open: true, sort: 2 },
    { id: 3, parent_id: null, name: '中药专区', url: '/zyyp', image: '', is_open: true, sort: 3 },
    { id: 4, parent_id: null, name: '控销专区', url: '/kxzq', image: '', is_open: true, sort: 4 },
    { id: 5, parent_id: null, name: '每日特价', url: '/mrtj', image: '', is_open: true, sort: 5 },
    { id: 6, parent_id: null, name: '领券中心', url: '/lqzx', image: '', is_open: true, sort: 6 },
    { id: 7, parent_id: null, name: '品牌专区', url: '/ppzq', image: '', is_open: true, sort: 7 },
    { id: 8, parent_id: null, name: '积分商城', url: '/jfsc', image: '', is_open: true, sort: 8 },
    { id: 9, parent_id: null, name: '商家', url: '/shops', image: '', is_open: true, sort: 9 },
    { id: 10, parent_id: 2, name: '优选表格模式', url: '/yx/table', image: '', is_open: true, sort: 1 },
    { id: 11, parent_id: 2, name: '优选规则', url: '/yx/rule', image: '', is_open: true, sort: 2 },
    { id: 12, parent_id: 3, name: '中药饮片', url: `/list?select=${topId('中药饮片')}`, image: '', is_open: true, sort: 1 },
    { id: 13, parent_id: 3, name: '中成药', url: `/list?select=${topId('中成药')}`, image: '', is_open: true, sort: 2 },
    { id: 14, parent_id: 9, name: '商家列表', url: '/shoplist', image: '', is_open: true, sort: 1 },
  ];
  const banner = (id: number, slot: number, name: string, url: string, sort: number) => ({
    id, slot, name, image: `/media/banner/${id}.svg`, url, sort,
  });
  return {
    config,
    service_reps: [
      { id: 1, name: '平台客服', phone: '400-886-0123', is_default: true },
      { id: 2, name: '李晓雯', phone: '17786012301', is_default: false },
      { id: 3, name: '王建国', phone: '17786012302', is_default: false },
    ],
    hot_words: HOT_WORDS.map((name, i) => ({ name, url: `/search?keywords=${encodeURIComponent(name)}`, sort: i + 1 })),
    nav,
    banners: [
      banner(1, 1, '优选专区｜品质好药一站采购', '/yx', 1),
      banner(2, 1, '每日特价｜限时低价天天有', '/mrtj', 2),
      banner(3, 1, '领券中心｜冬季呼吸道用药满500减30', '/lqzx', 3),
      banner(4, 1, '中药专区｜道地药材批批有检验报告', '/zyyp', 4),
      banner(5, 2, '年末采购节｜单店满800元包邮', '/mrtj', 1),
      banner(6, 164, '品牌专区｜原研好药 正品保障', '/ppzq', 1),
      // Zone slots for /api/focus/{name}: 3 right, 4 xrtj, 10 ppzq, 11 kxzq, 12 zyzq, 13 yx, 14 login, 15 new_kxzq, 16 kxzq_ad.
      banner(7, 3, '新店开业礼｜首单立减50元', '/lqzx', 1),
      banner(8, 4, '新人推荐｜首单精选好药', '/yx', 1),
      banner(9, 10, '品牌专区｜原研药 进口药 一站直采', '/ppzq', 1),
      banner(10, 11, '控销专区｜授权商品 区域保护 价格稳定', '/kxdl', 1),
      banner(11, 12, '中药专区｜道地药材 GMP饮片', '/zyyp', 1),
      banner(12, 13, '优选专区｜平台严选 品质保障', '/yx/rule', 1),
      banner(13, 14, '药采｜正规医药采购平台 资质齐全', '/help/xrzn/hyzc', 1),
      banner(14, 15, '控销新品｜新品首发 授权采购', '/kxzq/new', 1),
      banner(15, 16, '申请控销代理｜提交资料 极速审核', '/kxdl', 1),
    ],
    ads: [
      { id: 1, position: 'top_right', name: '新人专享券', image: '/media/ad/1.svg', url: '/lqzx', sort: 1 },
      { id: 2, position: 'search', name: '每日特价', image: '/media/ad/2.svg', url: '/mrtj', sort: 1 },
      { id: 3, position: 'search', name: '领券中心', image: '/media/ad/3.svg', url: '/lqzx', sort: 2 },
    ],
    links: [
      { id: 1, name: '商家入驻', url: '/help/us/sjrz', image: '/media/link/1.svg', sort: 1 },
      { id: 2, name: '网站资质', url: '/help/fwbz/wzzz', image: '/media/link/2.svg', sort: 2 },
      { id: 3, name: '品牌专区', url: '/ppzq', image: '/media/link/3.svg', sort: 3 },
      { id: 4, name: '中药专区', url: '/zyyp', image: '/media/link/4.svg', sort: 4 },
      { id: 5, name: '积分商城', url: '/jfsc', image: '/media/link/5.svg', sort: 5 },
      { id: 6, name: '电子发票', url: '/dzfp', image: '/media/link/6.svg', sort: 6 },
    ],
    help_groups: HELP_GROUPS,
    articles: HELP_ARTICLES.map((a, i) => ({
      id: i + 1, group_id: a.group, title: a.title, route: a.route, body: a.body,
      sort: HELP_ARTICLES.filter((b, j) => b.group === a.group && j < i).length + 1,
    })),
    posts: POSTS,
    members: [
      {
        id: 1, username: 'demo', password: 'demo123456', company: '仁和大药房（演示）', company_type: '单体药店', contact_name: '张敏',
        phone: '17786019001', province: '湖北省', city: '武汉市', district: '江汉区', address: '解放大道 688 号 1 楼（演示地址）',
        review_status: 'approved', scope_codes: BUSINESS_SCOPES.map((s) => s.code), service_rep_id: 2,
      },
      {
        id: 2, username: 'demo2', password: 'demo123456', company: '益康连锁大药房（演示）光谷分店', company_type: '连锁药店',
        contact_name: '刘洋', phone: '17786019002', province: '湖北省', city: '武汉市', district: '洪山区', address: '光谷大道 77 号（演示地址）',
        review_status: 'approved', scope_codes: ['chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'device'], service_rep_id: 3,
      },
      {
        id: 3, username: 'pending1', password: 'demo123456', company: '康宁诊所（演示）', company_type: '诊所', contact_name: '陈静',
        phone: '17786019003', province: '四川省', city: '成都市', district: '武侯区', address: '武侯祠大街 12 号（演示地址）',
        review_status: 'pending', scope_codes: [], service_rep_id: null,
      },
    ],
  };
}
