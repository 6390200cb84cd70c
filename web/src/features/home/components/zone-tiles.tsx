import { Link } from 'react-router';
import { ZONE_TILES } from '../text';
import styles from './zone-tiles.module.css';

/** Simple glyphs per zone, drawn inline so the tiles need no image requests. */
function Glyph({ icon }: { icon: (typeof ZONE_TILES)[number]['icon'] }) {
  const paths: Record<typeof icon, string> = {
    yx: 'M16 4l3.5 7.4 8.1 1-6 5.6 1.6 8L16 22l-7.2 4 1.6-8-6-5.6 8.1-1z',
    zy: 'M16 4c6 4 9 9 9 14a9 9 0 0 1-18 0c0-5 3-10 9-14zm0 6v16',
    kx: 'M16 4l10 4v7c0 6.5-4.3 11.3-10 13-5.7-1.7-10-6.5-10-13V8zm-4 12l3 3 6-6',
    my: 'M4 10h15v11H4zM19 14h5l4 4v3h-9zM9 25a2.5 2.5 0 1 0 0-.01M23 25a2.5 2.5 0 1 0 0-.01',
    tj: 'M6 6h12l8 8-12 12-8-8zm5 4a2 2 0 1 0 0 .01',
    lq: 'M4 9h24v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6zm9 0v14',
    pp: 'M6 12l4-6h12l4 6-10 14zm0 0h20M13 6l-3 6 6 14 6-14-3-6',
    fl: 'M6 14h20v12H6zM4 9h24v5H4zm12 0v17M16 9c-2-4-7-5-7-2s5 2 7 2c2 0 7 1 7-2s-5-2-7 2',
  };
  return (
    <svg viewBox="0 0 32 32" className={styles.glyph} aria-hidden="true">
      <path d={paths[icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The zone entries (优选, 中药, 控销, 免邮, 每日特价, 领券中心, 品牌, 94折) as icon tiles. */
export function ZoneTiles() {
  return (
    <nav className={styles.tiles} data-testid="home-zones" aria-label="特色专区">
      {ZONE_TILES.map((z) => (
        <Link key={z.href} to={z.href} className={styles.tile} data-testid="home-zone">
          <span className={styles.icon} style={{ color: z.color, background: `${z.color}14` }}>
            <Glyph icon={z.icon} />
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{z.name}</span>
            <span className={styles.desc}>{z.desc}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
