import { useLocation } from 'react-router';
import { phonePageOf } from '@yaocai/contract';
import { CombinationsPage } from './combinations-page';
import { GroupBuyPage } from './group-buy-page';
import { PreferredRulePage } from './preferred-rule-page';
import { QuickOrderPage } from './quick-order-page';
import { VideosPage } from './videos-page';

/**
 * The special zones of spec §1 that are not goods lists: 拼团专区 /ptzq, 组合购 /zhzq, 视频专区 /video, 快速下单
 * /quickOrder and 优选规则 /yx/rule. One module for the five (each page module in the router's table costs the phone's
 * first load), the page read from the address.
 */
export default function ZonePages() {
  switch (phonePageOf(useLocation().pathname)) {
    case 'combinations':
      return <CombinationsPage />;
    case 'videos':
      return <VideosPage />;
    case 'quickOrder':
      return <QuickOrderPage />;
    case 'preferredRule':
      return <PreferredRulePage />;
    default:
      return <GroupBuyPage />;
  }
}
