import type { Locator, Page } from 'playwright-core';

/**
 * Waits until antd has finished moving `target` (a modal, drawer, dropdown, or the whole page): no element in it
 * carries a class of @rc-component/motion's `<name>-appear|enter|leave[-prepare|-start|-active]` steps and no finite
 * CSS animation or transition in it is still running (spinners loop forever and are not waited for). A click on an
 * option that is still sliding in can miss on a busy machine, and a screenshot would catch it half drawn; this waits
 * for the motion itself, frame by frame, instead of for a guessed time.
 */
export async function motionSettled(target: Page | Locator): Promise<void> {
  const page = 'mainFrame' in target ? target : target.page();
  const root = 'mainFrame' in target ? await page.locator('body').elementHandle() : await target.elementHandle();
  try {
    // One frame first: a motion that starts with this render adds its classes before the next frame is painted.
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    await page.waitForFunction(
      (el) => {
        if (!el) return true;
        const step = /-(appear|enter|leave)(-(prepare|start|active))?$/;
        const finiteRunning = (n: Element, subtree: boolean) =>
          n.getAnimations({ subtree }).some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        if (finiteRunning(el, true)) return false;
        // A step class is set a frame before its transition starts, so a marked element with nothing running yet is
        // still moving — unless it stays so: a motion whose transition has nothing to change (a button's loading
        // icon leaving at width 0) never gets the transitionend it waits for, and its class stays behind, still.
        // Polls an element has shown these same step classes, with nothing running.
        const seen = ((window as unknown as { __stillMarked?: WeakMap<Element, { cls: string; polls: number }> }).__stillMarked ??= new WeakMap());
        const marked = [el, ...Array.from(el.querySelectorAll('[class*="-appear"],[class*="-enter"],[class*="-leave"]'))].filter((n) =>
          Array.from(n.classList).some((c) => step.test(c)),
        );
        let moving = false;
        for (const n of marked) {
          const before = seen.get(n);
          const polls = before && before.cls === n.className ? before.polls + 1 : 1;
          seen.set(n, { cls: n.className, polls });
          if (polls < 10) moving = true;
        }
        return !moving;
      },
      root,
      { polling: 'raf' },
    );
  } catch (e) {
    // Name what still moves, so a motion that never ends (a class left behind, a transition restarted) can be found.
    const moving = await page
      .evaluate((el) => {
        if (!el) return [];
        const step = /-(appear|enter|leave)(-(prepare|start|active))?$/;
        const describe = (n: Element) => `${n.tagName.toLowerCase()}.${Array.from(n.classList).join('.')}`;
        const marked = [el, ...Array.from(el.querySelectorAll('*'))].filter((n) => Array.from(n.classList).some((c) => step.test(c)));
        const running = el
          .getAnimations({ subtree: true })
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          .map(
            (a) =>
              `${a.constructor.name} ${(a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName ?? ''} on ${describe((a.effect as KeyframeEffect).target!)}`,
          );
        return [...marked.map(describe), ...running].slice(0, 10);
      }, root)
      .catch(() => []);
    throw new Error(`motion not settled: ${moving.join('; ') || '(nothing named)'}`, { cause: e });
  } finally {
    await root?.dispose();
  }
}
