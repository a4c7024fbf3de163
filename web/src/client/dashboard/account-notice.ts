/** The data block through which the server hands the sign-in page a notice (a refused hand-off's words). */
export const ACCOUNT_NOTICE_BLOCK = 'atelier-account-notice';

/** The notice the server put on the page, if any. */
export function accountNotice(): string | null {
  try {
    const block = document.getElementById(ACCOUNT_NOTICE_BLOCK);
    return block ? ((JSON.parse(block.textContent ?? '') as { message?: string }).message ?? null) : null;
  } catch {
    return null;
  }
}
