import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Empty, Tabs } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, type VideoItem } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import styles from './videos.module.css';

const ALL = '全部';
const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * /video on a phone (视频专区): the chosen video plays in the page (playsinline: an iPhone would otherwise take it full
 * screen at once), the category's videos listed beneath; the category is in the address.
 */
export function VideosPage() {
  const back = useBack(PHONE_PAGES.home);
  const videos = useQuery({ queryKey: ['content', 'videos'], queryFn: () => call(api.videos.list) });
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const [playing, setPlaying] = useState<VideoItem | null>(null);
  const all = videos.data?.list ?? [];
  const shown = category === ALL ? all : all.filter((v) => v.category === category);
  const current = playing && shown.some((v) => v.id === playing.id) ? playing : shown[0];
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>视频专区</NavBar>
      <Tabs activeKey={category} className={styles.sticky} onChange={(k) => setParams(k === ALL ? {} : { category: k }, { replace: true })}>
        {[ALL, ...(videos.data?.categories ?? [])].map((c) => (
          <Tabs.Tab key={c} title={c} />
        ))}
      </Tabs>
      {videos.isPending ? (
        <div className="yc-list-waiting">加载中…</div>
      ) : !current ? (
        <Empty description="暂无数据" />
      ) : (
        <>
          <section className={styles.player} data-testid="phone-video-zone">
            <video
              key={current.id}
              className={styles.video}
              src={current.src}
              controls
              playsInline
              preload="metadata"
              autoPlay={playing !== null}
              controlsList="nodownload"
              data-testid="phone-video-player"
            />
            <div className={styles.info}>
              <h1>{current.title}</h1>
              <p className={styles.meta}>
                {current.category} · 时长 {mmss(current.duration)} · {current.views} 次播放
              </p>
              {current.description && <p>{current.description}</p>}
            </div>
          </section>
          <ul className={styles.list}>
            {shown.map((v) => (
              <li key={v.id}>
                <button
                  type="button"
                  className={v.id === current.id ? `${styles.row} ${styles.active}` : styles.row}
                  onClick={() => {
                    setPlaying(v);
                    window.scrollTo({ top: 0 });
                  }}
                  aria-current={v.id === current.id}
                  data-testid="phone-video-row"
                >
                  <span className={styles.thumb}>
                    <PlayOutline aria-hidden />
                    <span className={styles.duration}>{mmss(v.duration)}</span>
                  </span>
                  <span className={styles.rowText}>
                    <span className={styles.rowTitle}>{v.title}</span>
                    <span className={styles.meta}>
                      {v.category} · {v.views} 次播放
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
