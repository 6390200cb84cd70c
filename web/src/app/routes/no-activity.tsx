import { useSearchParams } from 'react-router';
import { ACTIVITY_NOT_STARTED, chinaMinute, NO_ACTIVITY_RUNNING } from '@yaocai/contract';
import { ResultPage } from '../../components/layout/result-page';

/**
 * /noActivity: where an activity link ends when there is nothing to show (spec §4, §8). /loading/activity says why:
 * not started (活动未开始, with when it starts), ended, or no such activity (活动暂未开始).
 */
export function NoActivityRoute() {
  const [params] = useSearchParams();
  const state = params.get('state');
  const title = (params.get('title') ?? '').slice(0, 40);
  const at = params.get('at');
  if (state === 'not_started') {
    const when = at ? chinaMinute(at) : '';
    return (
      <ResultPage
        status="info"
        title={ACTIVITY_NOT_STARTED}
        subTitle={`${title ? `「${title}」` : '该活动'}${when ? `将于 ${when} 开始` : '尚未开始'}，敬请期待`}
        testId="no-activity"
      />
    );
  }
  if (state === 'ended') {
    return (
      <ResultPage
        status="warning"
        title="活动已结束"
        subTitle={`${title ? `「${title}」` : '该活动'}已结束，先看看其他优惠吧`}
        testId="no-activity"
      />
    );
  }
  return <ResultPage status="info" title={NO_ACTIVITY_RUNNING} subTitle="敬请期待，先看看其他优惠吧" testId="no-activity" />;
}
