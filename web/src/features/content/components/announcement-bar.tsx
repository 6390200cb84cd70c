import { useEffect, useState } from 'react';
import { REDUCED_MOTION } from '../../../lib/reduced-motion';
import { Link } from 'react-router';
import { SoundOutlined } from '@ant-design/icons';
import { announcementHref, useAnnouncements } from '../api/site-content';
import { contentText } from '../text';
import styles from './announcement-bar.module.css';

const ROW_HEIGHT = 20;
const INTERVAL_MS = 3000;

/** One-line ticker of the latest announcements; each links to its news page. Pauses while hovered. */
export function AnnouncementBar() {
  const posts = useAnnouncements().data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Less motion asked for: the first announcement stays (the others are on the news page).
  const count = posts.length;

  useEffect(() => {
    if (count < 2 || paused || REDUCED_MOTION) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(id);
  }, [count, paused]);

  return (
    <div className={styles.bar} data-testid="announcement-bar" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <SoundOutlined className={styles.icon} />
      <span className={styles.label}>{contentText.announcementLabel}</span>
      <div className={styles.window}>
        {count === 0 ? (
          <span className={styles.empty}>{contentText.noAnnouncement}</span>
        ) : (
          <ul className={styles.list} style={{ transform: `translateY(-${(index % count) * ROW_HEIGHT}px)` }}>
            {posts.map((p) => (
              <li key={p.id} className={styles.item}>
                <Link to={announcementHref(p.id)} title={p.desc}>
                  {p.desc}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
