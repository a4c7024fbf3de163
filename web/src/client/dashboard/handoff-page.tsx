import { useEffect, useRef } from 'react';

/** The hand-off token the site list put in the address's fragment (#token=…), which no server sees. */
export function handoffTokenInAddress(): string | null {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');
}

/**
 * /admin/handoff#token=…: the site list on another host sends the owner here with a hand-off token
 * (open-dashboard-link.tsx). The page posts it to this host's own /admin/handoff at once, which
 * redeems it (a GET of this page changes nothing, so a prefetch or a history entry spends no
 * token); the button is there should the post not go on by itself.
 */
export function HandoffPage({ token }: { token: string }) {
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once only: a second post would race the first for the single-use token.
    if (sent.current) return;
    sent.current = true;
    // The token leaves the address (and the history) before it is spent.
    window.history.replaceState(null, '', window.location.pathname);
    form.current?.submit();
  }, []);
  return (
    <form ref={form} className="login-form account-form" method="post" action="/admin/handoff" aria-busy="true">
      <h1>Opening your dashboard…</h1>
      <input type="hidden" name="token" value={token} />
      <button className="button-primary" type="submit">
        Continue to the dashboard
      </button>
    </form>
  );
}
