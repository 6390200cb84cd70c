import { Link } from 'react-router';
import { ExclamationCircleFilled } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { PageContainer } from '../../components/layout/page-container';
import { reviewNoticeText as t } from './header-text';
import styles from './review-notice.module.css';

/**
 * A thin bar under the top bar: an unapproved member learns why prices are hidden and where the review stands; an
 * approved one whose certificate expires within 30 days (or has expired) is told to renew it; a member with 药品召回
 * notices not yet acknowledged is sent to them first.
 */
export function ReviewNotice({ user }: { user: UserState }) {
  let text: string;
  let to: string;
  let action: string;
  if (user.recall_pending > 0) {
    // A recall outranks everything else: boxes on the pharmacy's shelves must stop selling now.
    text = t.recall(user.recall_pending);
    to = '/ypzh';
    action = t.toRecall;
  } else if (!user.is_passed) {
    const state = user.review_status;
    text = state === 'incomplete' ? t.incomplete : state === 'rejected' ? t.rejected : t.pending;
    to = state === 'incomplete' ? '/register/step2' : '/register/step3';
    action = state === 'incomplete' ? t.toUpload : state === 'rejected' ? t.toFix : t.toStatus;
  } else if (user.zizhi_warning) {
    text = user.zizhi_warning;
    to = '/zzzj';
    action = t.toZzzj;
  } else return null;

  return (
    <div
      className={user.recall_pending > 0 ? `${styles.bar} ${styles.alert}` : user.is_passed ? `${styles.bar} ${styles.warn}` : styles.bar}
      data-testid={user.recall_pending > 0 ? 'recall-notice' : 'review-notice'}
      data-status={user.review_status}
    >
      <PageContainer className={styles.row}>
        <ExclamationCircleFilled className={styles.icon} />
        <Link to={to} className={styles.text}>
          {text}
        </Link>
        <Link to={to} className={styles.action}>
          {action} &gt;
        </Link>
      </PageContainer>
    </div>
  );
}
