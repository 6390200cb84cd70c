import { ResultPage } from '../../components/layout/result-page';

/** /noActivity: an activity link whose activity has not started (spec §4, §8). */
export function NoActivityRoute() {
  return <ResultPage status="info" title="活动暂未开始" subTitle="敬请期待，先看看其他优惠吧" testId="no-activity" />;
}
