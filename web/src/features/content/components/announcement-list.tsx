import { Link } from 'react-router';
import { Skeleton } from 'antd';
import { announcementHref, useAnnouncements } from '../api/site-content';
import { contentText } from '../text';
import styles from './announcement-list.module.css';

/** The home page's announcement box: title, "more" link and the latest posts. */
export function AnnouncementList({ limit = 6 }: { limit?: number }) {
  const { data, isPending } = useAnnouncements();
  const posts = (data ?? []).slice(0, limit);
  return (
    <section className={styles.box}>
      <header className={styles.head}>
        <span className={styles.title}>{contentText.announcementsTitle}</span>
        <Link to="/news/notice" className={styles.more}>
          {contentText.more}
        </Link>
      </header>
      {isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : posts.length === 0 ? (
        <p className={styles.empty}>{contentText.noAnnouncement}</p>
      ) : (
        <ul className={styles.list}>
          {posts.map((p) => (
            <li key={p.id}>
              <Link to={announcementHref(p.id)} title={p.desc}>
                {p.desc}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
