import { Button } from 'antd-mobile';
import { NETWORK_MESSAGE } from '@yaocai/contract';

/**
 * A page that could not load (its code, offline or after a deploy): say why and offer to try again, never blank.
 * Plain markup: it is part of the shell the phone keeps, so it must stay small (antd-mobile's ErrorBlock draws large
 * pictures).
 */
export function RouteError() {
  const offline = !navigator.onLine;
  return (
    <div className="yc-route-error" role="alert">
      <strong>{offline ? '网络已断开' : '页面加载失败'}</strong>
      <p>{offline ? NETWORK_MESSAGE : '请刷新页面后重试'}</p>
      <Button color="primary" onClick={() => location.reload()}>
        重新加载
      </Button>
    </div>
  );
}
