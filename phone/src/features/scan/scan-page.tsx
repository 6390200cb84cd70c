import { useRef, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { Button, Input, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { useCameraCodes } from './use-camera-codes';
import styles from './scan.module.css';

/** A box's code, as printed: digits and letters only (a scanner may add spaces or a GS1 group separator). */
const clean = (code: string) => code.replace(/[^0-9A-Za-z]/g, '');

/**
 * /scan (扫码购): the camera reads a box's 69 barcode or its 追溯码 and opens the goods — or, when several or none
 * match, the search for the code. Typing the code works the same where there is no camera (or it is refused).
 */
export default function ScanPage() {
  const navigate = useNavigate();
  const back = useBack(PHONE_PAGES.home);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const handled = useRef(false);

  const open = async (raw: string) => {
    const code = clean(raw);
    if (!code || handled.current) return;
    handled.current = true;
    setBusy(true);
    try {
      const found = await call(api.search.page, { query: { keywords: code, page_size: 2 } });
      const only = found.data.total === 1 ? found.data.list[0] : undefined;
      navigate(only ? generatePath(PHONE_PAGES.goodsDetail, { id: String(only.id) }) : `${PHONE_PAGES.search}?keywords=${encodeURIComponent(code)}`, {
        replace: true,
      });
    } catch {
      handled.current = false;
      setBusy(false);
    }
  };
  const { video, state: cameraState } = useCameraCodes((code) => {
    Toast.show({ content: `已识别：${code}` });
    void open(code);
  });

  return (
    <div className={styles.page}>
      <NavBar onBack={back} className={styles.nav}>
        扫码购
      </NavBar>
      <div className={styles.viewport}>
        <video ref={video} className={styles.video} muted playsInline aria-label="摄像头画面" />
        <div className={styles.frame} aria-hidden="true" />
        <p className={styles.tip} data-testid="scan-state">
          {cameraState === 'none'
            ? '无法打开摄像头，请在下方输入条形码或追溯码'
            : cameraState === 'on'
              ? '将药盒上的条形码或追溯码放入框内'
              : '正在打开摄像头…'}
        </p>
      </div>
      <form
        className={styles.entry}
        onSubmit={(e) => {
          e.preventDefault();
          void open(typed);
        }}
      >
        <Input value={typed} onChange={setTyped} placeholder="输入条形码（69码）或追溯码" inputMode="numeric" clearable aria-label="条形码或追溯码" />
        <Button type="submit" color="primary" loading={busy} disabled={!clean(typed)}>
          查询
        </Button>
      </form>
    </div>
  );
}
