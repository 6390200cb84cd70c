import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Tabs } from 'antd';
import { PlayCircleFilled } from '@ant-design/icons';
import { PageContainer } from '../../../components/layout/page-container';
import { EmptyState } from '../../../components/ui/empty-state';
import { videoListQuery, type VideoItem } from '../api/videos';
import styles from './video-zone.module.css';

const ALL = '全部';
const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** /video: a player over the chosen video, the videos of a category as a grid beneath (spec §1 videos zone). */
export function VideoZone() {
  const { data, isPending } = useQuery(videoListQuery);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const [playing, setPlaying] = useState<VideoItem | null>(null);

  if (isPending) {
    return (
      <PageContainer className={styles.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }
  const all = data?.list ?? [];
  const shown = category === ALL ? all : all.filter((v) => v.category === category);
  const current = playing && shown.some((v) => v.id === playing.id) ? playing : shown[0];

  return (
    <PageContainer className={styles.page} data-testid="video-zone">
      <Tabs
        activeKey={category}
        onChange={(key) => setParams(key === ALL ? {} : { category: key })}
        items={[ALL, ...(data?.categories ?? [])].map((c) => ({ key: c, label: c }))}
      />
      {!current ? (
        <EmptyState />
      ) : (
        <>
          <section className={styles.player}>
            <video
              key={current.id}
              className={styles.video}
              src={current.src}
              controls
              preload="metadata"
              autoPlay={playing !== null}
              controlsList="nodownload"
              data-testid="video-player"
            />
            <div className={styles.info}>
              <h1>{current.title}</h1>
              <p className={styles.meta}>
                {current.category} · 时长 {mmss(current.duration)} · {current.views} 次播放
              </p>
              <p>{current.description}</p>
            </div>
          </section>
          <div className={styles.grid}>
            {shown.map((v) => (
              <button
                key={v.id}
                type="button"
                className={v.id === current.id ? `${styles.card} ${styles.active}` : styles.card}
                onClick={() => setPlaying(v)}
                data-testid="video-card"
              >
                <span className={styles.thumb}>
                  <video src={`${v.src}#t=1`} preload="metadata" muted tabIndex={-1} />
                  <PlayCircleFilled className={styles.play} />
                  <span className={styles.duration}>{mmss(v.duration)}</span>
                </span>
                <span className={styles.cardTitle}>{v.title}</span>
                <span className={styles.cardMeta}>
                  {v.category} · {v.views} 次播放
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </PageContainer>
  );
}
