/** Name, manufacturer and specification clean-up for the source rows. */

/** Typos and obsolete spellings in the hospital dictionary, fixed in generic names. */
const TYPOS: Array<[string, string]> = [
  ['甲氨喋呤', '甲氨蝶呤'],
  ['璜达肝癸钠', '磺达肝癸钠'],
  ['培跺普利', '培哚普利'],
  ['培垛普利', '培哚普利'],
  ['枸椽酸', '枸橼酸'],
  ['硝酸异山梨醇酯', '硝酸异山梨酯'],
  ['单硝酸异山梨醇酯', '单硝酸异山梨酯'],
  ['谷光甘肽', '谷胱甘肽'],
  ['吗替麦考酚脂', '吗替麦考酚酯'],
  ['坏丙孕酮', '环丙孕酮'],
  ['多烯磷酯酰胆碱', '多烯磷脂酰胆碱'],
  ['葡萄萄糖', '葡萄糖'],
  ['曲妥株单抗', '曲妥珠单抗'],
  ['氯化纳', '氯化钠'],
  ['颗颗粒', '颗粒'],
  ['合剤', '合剂'],
  ['霍香正气', '藿香正气'],
  ['大黄庶虫丸', '大黄䗪虫丸'],
  ['大黄蟅虫', '大黄䗪虫'],
  ['巴戢天', '巴戟天'],
  ['豆寇', '豆蔻'],
  ['乌賊骨', '乌贼骨'],
  ['勾藤', '钩藤'],
  ['姜厚扑', '姜厚朴'],
  ['痹褀', '痹祺'],
  ['川牛夕', '川牛膝'],
  ['怀牛夕', '怀牛膝'],
  ['墨旱连', '墨旱莲'],
  ['半枝连', '半枝莲'],
  ['半边连', '半边莲'],
  ['厚扑', '厚朴'],
  ['白芨', '白及'],
  ['山芋肉', '山萸肉'],
  ['防已', '防己'],
  ['旋复花', '旋覆花'],
  ['辛荑花', '辛夷花'],
  ['稀签草', '豨莶草'],
  ['淫羊霍', '淫羊藿'],
  ['白藓皮', '白鲜皮'],
  ['扁蓄', '萹蓄'],
  ['复盆子', '覆盆子'],
  ['吴芋', '吴萸'],
  ['天竹黄', '天竺黄'],
  ['石苇', '石韦'],
  ['毕茇', '荜茇'],
  ['荜菝', '荜茇'],
  ['菝契', '菝葜'],
  ['柯子', '诃子'],
  ['蒿本', '藁本'],
  ['鸦旦子', '鸦胆子'],
  ['黄药脂', '黄药子'],
  ['山茨菇', '山慈菇'],
  ['香元皮', '香橼皮'],
  ['焦山枝', '焦山栀'],
  ['生山枝', '生山栀'],
  ['炒娄仁', '炒蒌仁'],
  ['自然酮', '自然铜'],
  ['哈壳', '蛤壳'],
  ['青相子', '青葙子'],
  ['粉萆藓', '粉萆薢'],
  ['扣仁', '蔻仁'],
  ['东茛菪碱', '东莨菪碱'],
  ['咪哒唑仑', '咪达唑仑'],
  ['呋嘛滴鼻液', '呋麻滴鼻液'],
  ['桂林西瓜霜喷剂', '桂林西瓜霜'],
  ['双歧杆菌(培菲康)三联活菌胶囊', '双歧杆菌三联活菌胶囊(培菲康)'],
];

/** Whole-name corrections where the dictionary's name is not a generic name. */
export const NAME_OVERRIDES: Record<string, { generic: string; trade: string }> = {
  '拜阿司匹林肠溶片(阿司匹林)': { generic: '阿司匹林肠溶片', trade: '拜阿司匹灵' },
  '雌二醇片(芬吗通)/雌二醇地屈孕酮片': { generic: '雌二醇片/雌二醇地屈孕酮片复合包装', trade: '芬吗通' },
  '戊酸雌二醇(克龄蒙)/雌二醇坏丙孕酮片': { generic: '戊酸雌二醇片/雌二醇环丙孕酮片复合包装', trade: '克龄蒙' },
  '精蛋白锌重组(混合优泌林)人胰岛素70/30笔芯': { generic: '精蛋白锌重组人胰岛素混合注射液(70/30)', trade: '优泌林' },
  莉芙敏: { generic: '黑升麻根提取物片', trade: '莉芙敏' },
  迈之灵片: { generic: '马栗种子提取物片', trade: '迈之灵' },
  '甲氰咪胍注射液(西咪替丁)': { generic: '西咪替丁注射液', trade: '' },
  '醋酸去氨加压素(弥凝片)': { generic: '醋酸去氨加压素片', trade: '弥凝' },
  '尿促卵泡素（丽申宝）': { generic: '注射用尿促卵泡素', trade: '丽申宝' },
  磷霉素钠: { generic: '注射用磷霉素钠', trade: '' },
  '七氟烷针(喜保福宁)': { generic: '吸入用七氟烷', trade: '喜保福宁' },
  七氟烷: { generic: '吸入用七氟烷', trade: '' },
  '地氟烷（优宁）': { generic: '吸入用地氟烷', trade: '优宁' },
  紫杉醇脂质体针: { generic: '注射用紫杉醇脂质体', trade: '' },
  多巴酚丁胺: { generic: '盐酸多巴酚丁胺注射液', trade: '' },
  '伊马替尼（昕维）': { generic: '甲磺酸伊马替尼片', trade: '昕维' },
  '丙酸倍氯米松（宝丽亚）': { generic: '吸入用丙酸倍氯米松混悬液', trade: '宝丽亚' },
  '硫辛酸(凡可佳）': { generic: '硫辛酸注射液', trade: '凡可佳' },
  '依诺肝素钠（亿诺佳）': { generic: '依诺肝素钠注射液', trade: '亿诺佳' },
  '醋酸去氨加压素（翰宇）': { generic: '醋酸去氨加压素注射液', trade: '' },
  '维A酸霜(0.1%迪维霜)': { generic: '维A酸乳膏', trade: '迪维霜' },
  '0.9%氯化钠注射液（塑瓶）': { generic: '0.9%氯化钠注射液', trade: '' },
  '重组人粒细胞(特尔立)巨噬细胞集落冻干粉针': { generic: '注射用重组人粒细胞巨噬细胞集落刺激因子', trade: '特尔立' },
};

/** Bracketed notes that are neither trade names nor part of the generic name (packaging, region, maker). */
const NOTE =
  /^(塑瓶|塑料瓶|玻瓶|软袋|双管软袋|亚邦软袋|大冢软袋|大冢袋|百特|三层共挤|外用|手术用|灌肠用|无糖型|冻干|上海|四川|江西|瑞士|德国|奥地利百特|美国基立福|华兰|蓉生|同路|蜀阳|鲁南贝特|东阿|贵州广济堂|济民可信|天然麝香|小|大|维持|起始|笔芯|特充|预装注射笔|带吸入器|长效胰岛素|胰岛素|VP16|ATP|654-2|PPD|纤维型水果口味|普通型|酒|醋|醋煅|燀|麩炒|制|盐|生|净|根|粉|煅|东莨菪碱|注射用水)$/;

export interface ParsedName {
  generic: string;
  trade: string;
}

const fixTypos = (s: string) => TYPOS.reduce((acc, [from, to]) => acc.split(from).join(to), s);

/** Splits a hospital-dictionary name into generic and trade name: 氯雷他定片(开瑞坦) → 氯雷他定片 + 开瑞坦. */
export function parseDrugName(raw: string): ParsedName {
  const cleaned = raw.trim().replace(/^(LB|BG|G1|G|\*|★)+(?=[^A-Za-z])/, '');
  const override = NAME_OVERRIDES[cleaned] ?? NAME_OVERRIDES[raw.trim()];
  if (override) return { ...override };
  let name = fixTypos(cleaned.replace(/（/g, '(').replace(/）/g, ')').replace(/\s+/g, ''));
  const trades: string[] = [];
  let prefix = '';
  // unclosed bracket at the end: 复方对乙酰氨基酚片(散利痛
  name = name.replace(/\(([^()]*)$/, '($1)');
  name = name.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
    if (/^[\dA-Za-zⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩ.:%+\-/~、,]+$/.test(inner)) return `(${inner})`;
    if (/^(生|煅|醋|酒|制|炒|盐)$/.test(inner)) {
      prefix = inner; // 白术(生) → 生白术, 牡蛎（煅） → 煅牡蛎
      return '';
    }
    if (inner === '粉') return '粉';
    if (NOTE.test(inner)) return '';
    const trade = inner.replace(/^[\d.%:]+/, '');
    if (/[\u4e00-\u9fff]/.test(trade) && trade.length <= 10) trades.push(trade);
    return '';
  });
  name = prefix + name.replace(/\(\)/g, '').trim();
  const trade = trades.find((t) => !name.includes(t)) ?? '';
  return { generic: name, trade };
}

const REGION_ONLY =
  /^(江苏|浙江|安徽|山东|河南|河北|山西|陕西|甘肃|宁夏|内蒙|内蒙古|蒙\.浙|四川|云南|贵州|广东|广西|海南|福建|江西|湖北|湖南|吉林|辽宁|黑龙江|新疆|西藏|青海|上海|北京|天津|重庆|南京|兴化|江阴|进口|德国|意大利|比利时|日本|美国|法国)$/;

export interface CleanMaker {
  /** The company name, '' when the source gave none. */
  name: string;
  /** A region the source gave instead of a company (江苏, 进口 …), else ''. */
  region: string;
}

/** Drops stray letters/digits around company names (…有限公司S, G1拜耳…) and separates region-only values. */
export function cleanManufacturer(raw: string): CleanMaker {
  let s = raw.trim().replace(/\s+/g, ' ');
  s = s.replace(/^(G1|G|1|★)(?=[\u4e00-\u9fff])/, '');
  s = s
    .replace(/(?<=[\u4e00-\u9fff)）])[A-Za-z0-9]{1,2}$/, '')
    .replace(/(?<=[A-Za-z])\s+\d$/, '')
    .trim();
  s = s.replace(/(?<=[\u4e00-\u9fff])\d+$/, '').trim();
  if (!s || /^\d+$/.test(s)) return { name: '', region: '' };
  if (REGION_ONLY.test(s)) return { name: '', region: s.replace(/^蒙\.浙$/, '内蒙古') };
  return { name: s, region: '' };
}

const KNOWN_SHORT: Array<[RegExp, string]> = [
  [/修正/, '修正'],
  [/恒瑞/, '恒瑞'],
  [/拜耳|bayer/i, '拜耳'],
  [/辉瑞|pfizer|upjohn/i, '辉瑞'],
  [/诺华|novartis/i, '诺华'],
  [/阿斯利康|astrazeneca/i, '阿斯利康'],
  [/罗氏|roche/i, '罗氏'],
  [/葛兰素|glaxo|gsk/i, '葛兰素史克'],
  [/中美天津史克/, '中美史克'],
  [/施贵宝|bristol/i, '百时美施贵宝'],
  [/西安杨森/, '西安杨森'],
  [/janssen|强生|mcneil/i, '强生'],
  [/赛诺菲|sanofi/i, '赛诺菲'],
  [/默沙东|msd|merck sharp/i, '默沙东'],
  [/礼来|lilly/i, '礼来'],
  [/勃林格|boehringer/i, '勃林格殷格翰'],
  [/诺和诺德|novo nordisk/i, '诺和诺德'],
  [/武田|takeda/i, '武田'],
  [/卫材|eisai/i, '卫材'],
  [/雅培|abbott/i, '雅培'],
  [/费森尤斯|fresenius/i, '费森尤斯卡比'],
  [/百特|baxter/i, '百特'],
  [/爱尔康|alcon/i, '爱尔康'],
  [/参天|santen/i, '参天'],
  [/大冢|otsuka/i, '大冢'],
  [/第一三共|daiichi/i, '第一三共'],
  [/安斯泰来|astellas/i, '安斯泰来'],
  [/施维雅|servier/i, '施维雅'],
  [/正大天晴/, '正大天晴'],
  [/扬子江/, '扬子江'],
  [/齐鲁/, '齐鲁'],
  [/石药/, '石药'],
  [/华润三九/, '华润三九'],
  [/华润双鹤/, '华润双鹤'],
  [/天士力/, '天士力'],
  [/以岭/, '以岭'],
  [/康缘/, '康缘'],
  [/济川/, '济川'],
  [/豪森|豪盛/, '豪森'],
  [/科伦/, '科伦'],
  [/鲁南/, '鲁南'],
  [/信立泰/, '信立泰'],
  [/华北制药/, '华北制药'],
  [/白云山/, '白云山'],
  [/同仁堂/, '同仁堂'],
  [/太极/, '太极'],
  [/江中/, '江中'],
  [/吴太/, '吴太'],
  [/亚洲制药/, '亚洲制药'],
  [/默克|merck/i, '默克'],
  [/优时比|ucb/i, '优时比'],
  [/吉利德|gilead/i, '吉利德'],
  [/利奥|leo pharma/i, '利奥'],
  [/益普生|ipsen/i, '益普生'],
  [/赞邦|zambon/i, '赞邦'],
  [/山德士|sandoz/i, '山德士'],
  [/晖致|viatris/i, '晖致'],
  [/欧加隆|organon/i, '欧加隆'],
  [/艾伯维|abbvie/i, '艾伯维'],
  [/安进|amgen/i, '安进'],
  [/梯瓦|teva/i, '梯瓦'],
  [/凯西|chiesi/i, '凯西'],
  [/中外制药|chugai/i, '中外制药'],
  [/协和发酵|kyowa/i, '协和麒麟'],
  [/盐野义|shionogi/i, '盐野义'],
  [/明治|meiji/i, '明治制药'],
  [/美纳里尼|menarini/i, '美纳里尼'],
  [/帝人|teijin/i, '帝人'],
  [/澳美/, '澳美制药'],
  [/联邦/, '联邦制药'],
  [/赫力昂|haleon/i, '赫力昂'],
  [/惠氏|wyeth/i, '惠氏'],
  [/灵北|lundbeck/i, '灵北'],
  [/贝朗|braun/i, '贝朗'],
  [/通用电气|ge healthcare/i, 'GE医疗'],
  [/博莱科|bracco/i, '博莱科'],
  [/先灵葆雅/, '先灵葆雅'],
  [/云南白药/, '云南白药'],
  [/东阿阿胶/, '东阿阿胶'],
];

const LOCATION =
  /^(中国|江苏省?|浙江省?|安徽省?|山东省?|河南省?|河北省?|山西省?|陕西省?|甘肃省?|宁夏|内蒙古|四川省?|云南省?|贵州省?|广东省?|广西|海南省?|福建省?|江西省?|湖北省?|湖南省?|吉林省?|辽宁省?|黑龙江省?|新疆|西藏|青海省?|上海市?|北京市?|天津市?|重庆市?|南京市?|杭州市?|成都市?|武汉市?|广州市?|深圳市?|珠海市?|常州市?|苏州市?|无锡市?|西安市?|昆明市?|沈阳市?|哈尔滨市?|长春市?|济南市?|青岛市?|烟台市?|大连市?|厦门市?|海口市?|宜昌市?|石家庄市?|贵阳市?|南昌市?|合肥市?|郑州市?|长沙市?|兰州市?|启东市?|连云港市?|扬州市?|泰州市?|张家港市?|常熟市?|江阴市?|亳州市?|通化市?|本溪市?|锦州市?|淄博市?|潍坊市?|株洲市?|邯郸市?|蚌埠市?)/;
const TAIL =
  /(集团|股份|有限|责任|公司|分公司|总厂|药厂|制药厂|厂|制药|药业|医药|生化|生物|科技|工程|技术|实业|化学|工业|中药|药材|饮片|保健|国际|贸易|投资|控股|医疗用品|医疗|高科|制品|研究所|研究院|基因|有限公司)$/;

/** A short form of a maker: 修正药业集团股份有限公司 → 修正, 江苏恒瑞医药股份有限公司 → 恒瑞. */
export function manufacturerShort(maker: string): string {
  const name = maker.trim();
  if (!name) return '';
  for (const [re, short] of KNOWN_SHORT) if (re.test(name)) return short;
  if (!/[\u4e00-\u9fff]/.test(name)) return name.split(/[\s,.(]+/)[0];
  let s = name.replace(/[（(][^）)]*[）)]/g, '');
  for (let i = 0; i < 3; i++) s = s.replace(LOCATION, '');
  let prev = '';
  while (prev !== s) {
    prev = s;
    s = s.replace(TAIL, '');
  }
  if (s.length < 2) s = name.replace(LOCATION, '').slice(0, 4);
  return s.length > 4 ? s.slice(0, 4) : s;
}

const COUNTRY =
  /(美国|德国|日本|法国|意大利|意大|瑞士|英国|丹麦|比利时|荷兰|奥地利|瑞典|芬兰|匈牙利|韩国|爱尔兰|西班牙|澳大利亚|加拿大|塞浦路斯|波多黎各|印度|以色列|新加坡|挪威|波兰|捷克|株式会社|雅培荷兰|雅培德国|雅培制药（意大利）|英国|瑞典)/;

/** Whether a maker is outside mainland China (imported drugs get HJ/ZJ/SJ approval numbers). */
export function isForeignMaker(maker: string): boolean {
  if (!maker) return false;
  if (!/[\u4e00-\u9fff]/.test(maker)) return true;
  if (/[製藥廠醫樂盧萬]/.test(maker)) return true; // Hong Kong / Taiwan makers
  if (/（中国）|\(中国\)|中国\)/.test(maker)) return false;
  return COUNTRY.test(maker);
}

/** Tidies a specification: 30.000mg×50片/盒 → 30mg*50片/盒. */
export function normaliseSpec(spec: string): string {
  return spec
    .trim()
    .replace(/[×xX](?=\d|[\u4e00-\u9fff])/g, '*')
    .replace(/：/g, ':')
    .replace(/(\d+)\.(\d+)/g, (_m, a: string, b: string) => {
      const t = b.replace(/0+$/, '');
      return t ? `${a}.${t}` : a;
    })
    .replace(/\s+/g, ' ');
}

const UNIT_END = /\/\s*([盒瓶袋支包板粒片条枚只贴套罐筒听])\s*$/;

/** Pack unit: the last "/X" of the spec, else the unit column. */
export function unitOf(spec: string, unitColumn: string): string {
  const m = UNIT_END.exec(spec);
  if (m) return m[1];
  return unitColumn || '盒';
}
