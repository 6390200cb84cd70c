import { Link } from 'react-router';
import { NoticeBar } from 'antd-mobile';
import { PHONE_PAGES } from '@yaocai/contract';

/**
 * The red bar of 药品召回 notices not yet acknowledged (UserState `recall_pending`), on 首页 and 我的: the boxes on the
 * pharmacy's shelves must stop selling now, so the whole bar leads to /ypzh.
 */
export default function RecallBanner({ count }: { count: number }) {
  return (
    <Link to={PHONE_PAGES.recalls} style={{ display: 'block' }} data-testid="phone-recall-banner">
      <NoticeBar content={`您有${count}条药品召回通知待确认，请立即停售并处理`} extra="去处理 ›" color="error" wrap />
    </Link>
  );
}
