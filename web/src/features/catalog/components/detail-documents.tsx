import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { DocumentsTable } from '../../../components/ui/documents-table';
import { goodsDocumentsQuery } from '../../../lib/first-camp';
import styles from './detail-tabs.module.css';

/** 首营资料 tab: the goods' documents (注册批件, 说明书…) and its merchant's licences, for the buyer's GSP file. */
export function DetailDocuments({ goodsId, shopId, loginHref }: { goodsId: number; shopId: number; loginHref: string | null }) {
  const { data, isPending } = useQuery(goodsDocumentsQuery(goodsId));
  if (isPending) return <Skeleton active />;
  return (
    <div data-testid="detail-documents">
      <h4 className={styles.subhead}>商品资料</h4>
      <DocumentsTable list={data?.goods ?? []} loginHref={loginHref} testId="goods-documents" />
      <h4 className={styles.subhead}>
        企业资料 <Link to={`/help/us/linkDetails?id=${shopId}`}>查看商家首营资料</Link>
      </h4>
      <DocumentsTable list={data?.shop ?? []} loginHref={loginHref} testId="shop-documents" />
      <p className={styles.note}>批次检验报告见“质检报告”；如需盖章件，可在订单详情中申请“索要首营资料”。</p>
    </div>
  );
}
