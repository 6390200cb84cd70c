import { useSearchParams } from 'react-router';
import { noActivityText } from '@yaocai/contract';
import { ResultPage } from '../../components/layout/result-page';

/**
 * /noActivity: where an activity link ends when there is nothing to show (spec §4, §8). /loading/activity says why:
 * not started (活动未开始, with when it starts), ended, or no such activity (活动暂未开始).
 */
export function NoActivityRoute() {
  const [params] = useSearchParams();
  const { kind, title, subTitle } = noActivityText(params);
  return <ResultPage status={kind === 'ended' ? 'warning' : 'info'} title={title} subTitle={subTitle} testId="no-activity" />;
}
