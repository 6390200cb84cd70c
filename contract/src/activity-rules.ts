import { chinaMinute } from './china-time.js';

/**
 * Activity pages' states and words for the storefront and the phone (zod-free): where an /activity/{url} link lands,
 * what /noActivity says, the countdown of a running activity.
 */

export const ACTIVITY_STATES = ['not_started', 'running', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
/** Spec §8: 活动未开始 (the page of a known activity), 活动暂未开始 (a link that leads to none running). */
export const ACTIVITY_NOT_STARTED = '活动未开始';
export const NO_ACTIVITY_RUNNING = '活动暂未开始';
export const ACTIVITY_GONE = { title: '活动不存在或已下线', subTitle: '看看其他正在进行的活动吧' } as const;
export const ACTIVITY_ENDED = { title: '活动已结束', subTitle: '感谢您的关注，更多优惠请关注其他活动' } as const;

/**
 * Where /loading/activity sends the buyer once GET /api/activity/tap answered: a running activity's own page, else
 * /noActivity with why (not started, with when; ended).
 */
export function activityLanding(a: { state: ActivityState; route: string; title: string; starts_at: string }): string {
  if (a.state === 'running') return a.route;
  return `/noActivity?state=${a.state}&title=${encodeURIComponent(a.title)}&at=${encodeURIComponent(a.starts_at)}`;
}

/** What /noActivity?state&title&at says (spec §4, §8): not started (when it starts), ended, or no such activity. */
export function noActivityText(params: URLSearchParams): { kind: 'not_started' | 'ended' | 'none'; title: string; subTitle: string } {
  const state = params.get('state');
  const name = (params.get('title') ?? '').slice(0, 40);
  const which = name ? `「${name}」` : '该活动';
  if (state === 'not_started') {
    const at = params.get('at');
    const when = at ? chinaMinute(at) : '';
    return { kind: 'not_started', title: ACTIVITY_NOT_STARTED, subTitle: `${which}${when ? `将于 ${when} 开始` : '尚未开始'}，敬请期待` };
  }
  if (state === 'ended') return { kind: 'ended', title: ACTIVITY_ENDED.title, subTitle: `${which}已结束，先看看其他优惠吧` };
  return { kind: 'none', title: NO_ACTIVITY_RUNNING, subTitle: '敬请期待，先看看其他优惠吧' };
}

/** 距结束 3天 04:05:06 for the seconds left (never below zero). */
export function activityCountdown(secondsLeft: number): string {
  const left = Math.max(0, secondsLeft);
  const d = Math.floor(left / 86400);
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `距结束 ${d > 0 ? `${d}天 ` : ''}${pad((left % 86400) / 3600)}:${pad((left % 3600) / 60)}:${pad(left % 60)}`;
}

/** The ids of /Hdzx/{ids} (comma separated, at most 20; anything else dropped). */
export function activityIds(raw: string | undefined): number[] {
  return (raw ?? '')
    .split(',')
    .map((s) => activityId(s))
    .filter((n): n is number => n !== null)
    .slice(0, 20);
}

/** A path segment that is an id, or null. */
export function activityId(s: string | undefined): number | null {
  return s && /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}
