/** Spec §9: the prize shows 2000 ms after the draw call; the pop-up fades out over 1000 ms. */
export const DRAW_RESULT_DELAY_MS = 2000;
export const FADE_OUT_MS = 1000;

/** The tab's pop-up stays closed once closed (and e2e marks it closed up front, see e2e/src/browser.ts). */
export const DISMISS_KEY = 'yc_lottery_closed';

/** Spec §8 texts. */
export const CLOSING_WHILE_DRAWING = '抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。';

export function prizeMessage(prize: { name: string; remarks: string; kind: string }): string {
  if (prize.kind === 'none') return `很遗憾 , 本次未中奖 ( ${prize.remarks} )`;
  return `恭喜您 , 抽中${prize.name} ( ${prize.remarks} )`;
}
