import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { drawSimpleQuery } from '../api/lottery';
import { DISMISS_KEY } from '../model/lottery-text';
import { useTextFocus } from '../../../lib/use-text-focus';

// The board itself (and antd's modal it confirms with) loads only for a member with a lottery to join.
const LotteryBox = lazy(() => import('./lottery-box').then((m) => ({ default: m.LotteryBox })));

const dismissed = () => {
  try {
    return sessionStorage.getItem(DISMISS_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The lottery pop-up (spec §4, §8, §9) for signed-in members who have not joined: the server draws, the prize shows
 * 2000 ms after the call; closing mid-draw asks first; closing fades out over 1000 ms and keeps it closed in this tab.
 * The layout mounts it only off the cart and checkout steps; it waits while the user is typing (the header search),
 * so its mask never comes down over a search box and its suggestions.
 */
export function LotteryPopup() {
  const [hidden, setHidden] = useState(dismissed);
  const typing = useTextFocus();
  const [opened, setOpened] = useState(false);
  const { data: simple } = useQuery({ ...drawSimpleQuery, enabled: !hidden });
  const due = !hidden && simple?.id && simple.is_join === 0;
  // Once open it stays open until closed (typing elsewhere closes it: LotteryBox).
  if (due && !typing && !opened) setOpened(true);
  const show = due && opened;
  return show ? (
    <Suspense fallback={null}>
      <LotteryBox activityId={simple.id!} onGone={() => setHidden(true)} />
    </Suspense>
  ) : null;
}
