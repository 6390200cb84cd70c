import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { InvoiceList } from './invoice-list';
import { InvoiceQuery } from './invoice-query';
import styles from './invoices.module.css';

const QUERY_INTRO = '输入发票号码和校验码后6位，查验药采开具的电子发票真伪及开票信息。';

/** /dzfp for members: 我的发票 and 发票查验 (the header's 电子发票查询 lands here, ?tab=query opens the check). */
export function InvoiceCentre() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'query' ? 'query' : 'mine';
  return (
    <section className={styles.card} data-testid="invoice-centre">
      <h3 className={styles.title}>电子发票</h3>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams(k === 'query' ? { tab: 'query' } : {}, { replace: true })}
        items={[
          { key: 'mine', label: '我的发票', children: <InvoiceList /> },
          {
            key: 'query',
            label: '发票查验',
            children: (
              <>
                <p className={styles.intro}>{QUERY_INTRO}</p>
                <InvoiceQuery />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}

/** /dzfp for guests: the check alone. */
export function PublicInvoiceQuery() {
  return (
    <PageContainer className={`${styles.card} ${styles.public}`}>
      <h3 className={styles.title}>电子发票查验</h3>
      <p className={styles.intro}>{QUERY_INTRO}</p>
      <InvoiceQuery />
    </PageContainer>
  );
}
