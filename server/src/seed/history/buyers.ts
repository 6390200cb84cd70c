import type { SeedContent } from '../seed-types.js';

/**
 * The demo's buying members: pharmacies, chains and clinics of several provinces, approved with their licences and
 * business scopes, who make the demo's order history. (The printed `demo` account is left as it was: a newcomer's
 * first order is still their first.) `joinedDaysAgo`: when they registered; two join during the history's 90 days.
 * `weight`: their share of the orders; `shops`: the shops they buy from most, in order (they buy from the others too).
 */
export interface DemoBuyer extends Omit<SeedContent['members'][number], 'id'> {
  joinedDaysAgo: number;
  weight: number;
  shops: number[];
}

/** One password for the history's buyers (the console lists them; an operator may sign in as one to see its side). */
export const DEMO_BUYER_PASSWORD = 'buyer123456';

const ALL = ['chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'biological', 'device'];

const buyer = (b: Omit<DemoBuyer, 'password' | 'review_status'>): DemoBuyer => ({ ...b, password: DEMO_BUYER_PASSWORD, review_status: 'approved' });

export const DEMO_BUYERS: DemoBuyer[] = [
  buyer({
    username: 'tongjitang',
    company: '同济堂大药房（演示）',
    company_type: '单体药店',
    contact_name: '王丽',
    phone: '17786019011',
    province: '湖北省',
    city: '武汉市',
    district: '武昌区',
    address: '中南路 16 号（演示地址）',
    scope_codes: ['chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'device'],
    service_rep_id: 2,
    joinedDaysAgo: 260,
    weight: 3,
    shops: [1, 3, 2],
  }),
  buyer({
    username: 'kangtai',
    company: '康泰连锁药房（演示）',
    company_type: '连锁药店',
    contact_name: '陈志强',
    phone: '17786019012',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address: '天河路 208 号 5 楼（演示地址）',
    scope_codes: ALL,
    service_rep_id: 3,
    joinedDaysAgo: 210,
    weight: 5,
    shops: [4, 1, 2, 6],
  }),
  buyer({
    username: 'shukang',
    company: '蜀康社区诊所（演示）',
    company_type: '诊所',
    contact_name: '李医生',
    phone: '17786019013',
    province: '四川省',
    city: '成都市',
    district: '锦江区',
    address: '春熙路 9 号（演示地址）',
    scope_codes: ['chemical', 'antibiotic', 'tcm_patent', 'device'],
    service_rep_id: 2,
    joinedDaysAgo: 150,
    weight: 2,
    shops: [5, 2],
  }),
  buyer({
    username: 'jiangnanzy',
    company: '江南中医诊所（演示）',
    company_type: '诊所',
    contact_name: '周明',
    phone: '17786019014',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 55 号（演示地址）',
    scope_codes: ['tcm_pieces', 'tcm_patent', 'chemical'],
    service_rep_id: 3,
    joinedDaysAgo: 120,
    weight: 2,
    shops: [3, 6],
  }),
  buyer({
    username: 'lujitang',
    company: '鲁济堂医药连锁（演示）',
    company_type: '连锁药店',
    contact_name: '孙建国',
    phone: '17786019015',
    province: '山东省',
    city: '济南市',
    district: '历下区',
    address: '泉城路 120 号（演示地址）',
    scope_codes: ['chemical', 'antibiotic', 'tcm_patent', 'tcm_pieces', 'biochemical', 'device'],
    service_rep_id: 2,
    joinedDaysAgo: 64,
    weight: 4,
    shops: [6, 2, 4],
  }),
  buyer({
    username: 'baixingyuan',
    company: '百姓缘大药房（演示）',
    company_type: '单体药店',
    contact_name: '赵敏',
    phone: '17786019016',
    province: '湖南省',
    city: '长沙市',
    district: '岳麓区',
    address: '麓山南路 31 号（演示地址）',
    scope_codes: ['chemical', 'antibiotic', 'tcm_patent', 'device'],
    service_rep_id: 3,
    joinedDaysAgo: 21,
    weight: 2,
    shops: [1, 5],
  }),
];
