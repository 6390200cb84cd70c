import { Link } from 'react-router';
import styles from './route-pages.module.css';

/** /yx/rule: the preferred-zone rules, shown without header, footer or side bar (route flag BARE). */
export function YxRuleRoute() {
  return (
    <article className={styles.rules} data-testid="yx-rule">
      <h1>优选专区规则</h1>
      <p>优选专区由平台从在售品种中精选，面向已通过资质审核的会员开放采购。</p>
      <h2>一、入选标准</h2>
      <ol>
        <li>生产企业资质齐全，批准文号、GSP 等证照在有效期内；</li>
        <li>近 90 天无质量投诉，批次可追溯，效期不少于 6 个月；</li>
        <li>价格在同品种同规格中具有竞争力，库存充足。</li>
      </ol>
      <h2>二、采购说明</h2>
      <ol>
        <li>价格资质审核通过后可见；控销品种需另行申请授权；</li>
        <li>按中包装倍数采购，满足商家包邮门槛即可包邮；</li>
        <li>质量问题按《药品退换货》规则处理。</li>
      </ol>
      <p>
        <Link to="/yx">返回优选专区</Link>
      </p>
    </article>
  );
}
