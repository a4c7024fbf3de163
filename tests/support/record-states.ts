import type { Page } from 'playwright-core';

/**
 * Records what parts of a block say, as one line each time any of them changes, from now on. A
 * MutationObserver in the page notes every state that lasts past a task of the page, however brief,
 * so a test sees a "locked while sending" state without holding the request: the real requests run
 * untouched. A part reads as its words (spaces collapsed), then " [disabled]" while it is a disabled
 * control, then " [unseen]" while it has words but is not drawn; parts are joined by " | ".
 * Answers a reader of the states so far, the state when recording began first.
 */
export async function recordStates(
  page: Page,
  block: string,
  parts: readonly string[],
): Promise<() => Promise<string[]>> {
  const index = await page.locator(block).evaluate((element, selectors) => {
    const pageWindow = window as unknown as { recordedStates?: string[][] };
    const seen: string[] = [];
    const recordings = (pageWindow.recordedStates ??= []);
    recordings.push(seen);
    const read = (selector: string) => {
      const part = element.querySelector<HTMLElement>(selector);
      if (!part) return '';
      const words = (part.textContent ?? '').replace(/\s+/g, ' ').trim();
      const disabled = (part as HTMLButtonElement).disabled === true ? ' [disabled]' : '';
      const unseen =
        words && !part.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ? ' [unseen]' : '';
      return `${words}${disabled}${unseen}`;
    };
    const note = () => {
      const state = selectors.map(read).join(' | ');
      if (seen.at(-1) !== state) seen.push(state);
    };
    note();
    new MutationObserver(note).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    return recordings.length - 1;
  }, parts);
  return () =>
    page.evaluate((at) => (window as unknown as { recordedStates: string[][] }).recordedStates[at]!.slice(), index);
}
