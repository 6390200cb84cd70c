import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { EverydayList } from '../../features/home/components/everyday-list';
import styles from './route-pages.module.css';

/** /mrtj: today's special prices; the page lives in the URL so Back works. */
export function EverydayRoute() {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n > 0 ? n : 1;
  return (
    <PageContainer className={styles.page}>
      <EverydayList
        page={page}
        onPage={(p) => {
          setParams(p > 1 ? { page: String(p) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </PageContainer>
  );
}
