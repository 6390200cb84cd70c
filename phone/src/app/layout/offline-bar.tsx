import { useSyncExternalStore } from 'react';
import { NETWORK_MESSAGE } from '@yaocai/contract';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Says so, on every page, while the phone has no connection (a counter's Wi-Fi drops): never a blank page. */
export function OfflineBar() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  // Plain markup, not NoticeBar: the shell every page loads stays small.
  return (
    <div className="yc-offline" role="status" data-testid="phone-offline">
      {NETWORK_MESSAGE}
    </div>
  );
}
