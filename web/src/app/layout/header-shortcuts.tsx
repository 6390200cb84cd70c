import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { App } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import type { SiteConfig, UserState } from '@yaocai/contract';
import { useChatEntry } from '../../features/chat/use-chat-entry';
import { headerText as t } from './header-text';
import styles from './top-bar.module.css';

// The report search (a modal with a form and a table) loads when it is first opened.
const QualityReportSearch = lazy(() =>
  import('../../features/catalog/components/quality-report-search').then((m) => ({ default: m.QualityReportSearch })),
);

interface Props {
  user: UserState | null;
  config: SiteConfig | undefined;
}

/** Top-bar shortcuts (spec §1): home, add to desktop, member centre, orders, 在线咨询 (unread), e-invoice, quality report, app QR. */
export function HeaderShortcuts({ user, config }: Props) {
  const { message } = App.useApp();
  const [reports, setReports] = useState(false);
  const chat = useChatEntry(user !== null);

  // Browsers offer no API to pin a site; tell the user the keyboard shortcut instead.
  const addToDesktop = () => {
    const keys = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘+D' : 'Ctrl+D';
    message.info(t.addToDesktopHint(keys), 5);
  };

  // An external report service when the site names one, else the platform's own search of the batches' reports.
  const openQuality = () => {
    const url = user?.quality_inspection.quality_inspection_url || config?.quality_inspection_url;
    if (url) window.open(url, '_blank', 'noopener');
    else setReports(true);
  };

  const qr = config?.app_qr ? (
    <div className={styles.qr}>
      <img src={config.app_qr} alt={t.app} />
      <p>{t.appScan}</p>
    </div>
  ) : (
    <p className={styles.qrEmpty}>{t.appScan}</p>
  );

  return (
    <ul className={styles.shortcuts}>
      <li>
        <Link to="/">{t.home}</Link>
      </li>
      <li>
        <button type="button" onClick={addToDesktop}>
          {t.addToDesktop}
        </button>
      </li>
      <li>
        <Link to="/user">{t.memberCentre}</Link>
      </li>
      <li>
        <Link to="/order">{t.myOrders}</Link>
      </li>
      {user ? (
        <li>
          <button type="button" onClick={() => void chat.open()} data-testid="header-chat">
            {t.chatShort}
            {chat.unread > 0 ? <span className={styles.unread} title={`${chat.unread}条未读`} data-testid="header-chat-unread" /> : null}
          </button>
        </li>
      ) : null}
      <li>
        <Link to="/dzfp">{t.invoice}</Link>
      </li>
      <li>
        <button type="button" onClick={openQuality} data-testid="header-quality">
          {t.quality}
        </button>
        {reports && (
          <Suspense fallback={null}>
            <QualityReportSearch open onClose={() => setReports(false)} />
          </Suspense>
        )}
      </li>
      <li>
        {/* A CSS hover card (no popup library on every page): shown on hover and on keyboard focus. */}
        <div className={styles.app} tabIndex={0}>
          <MobileOutlined /> {t.app}
          <div className={styles.appCard} data-testid="app-qr">
            {qr}
          </div>
        </div>
      </li>
    </ul>
  );
}
