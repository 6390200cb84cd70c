import { ResultPage } from '../../components/layout/result-page';

/** /404: any unknown path lands here (spec §2). */
export function NotFoundRoute() {
  return <ResultPage status="404" title="404" subTitle="抱歉，您访问的页面不存在" testId="not-found" />;
}
