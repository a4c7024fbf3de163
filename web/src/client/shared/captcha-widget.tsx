import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { encodeCaptchaSolution, solveChallenge } from '@atelier/forms';
import { graphqlRequest } from './graphql-request.ts';
import { CaptchaChallengeDocument } from '../../graphql/generated/islands.ts';

export interface CaptchaHandle {
  /** The solved answer, or null when not (yet) solved. */
  token(): string | null;
  /** Forgets the answer and solves a fresh challenge (after a failed submission). */
  reset(): void;
  /** Starts solving unless it already has. */
  start(): void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'solving'; share: number }
  | { kind: 'solved'; token: string }
  | { kind: 'failed' };

/** Below this width the widget draws its compact size (SPEC section 7). */
const COMPACT_BELOW_PX = 320;

/**
 * The built-in captcha: the browser proves a little work (a proof of work the server signed), with
 * no third party. It starts when the visitor starts on the form, so it is usually done by the time
 * they press Submit.
 */
export const CaptchaWidget = forwardRef<CaptchaHandle, { onSolved(): void }>(function CaptchaWidget({ onSolved }, ref) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [compact, setCompact] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const run = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const solved = useRef(onSolved);
  solved.current = onSolved;

  const solve = useCallback(async () => {
    run.current?.abort();
    const controller = (run.current = new AbortController());
    setState({ kind: 'solving', share: 0 });
    try {
      const data = await graphqlRequest(CaptchaChallengeDocument);
      const solution = await solveChallenge(
        { ...data.captchaChallenge, algorithm: 'SHA-256' },
        { signal: controller.signal, onProgress: (share) => setState({ kind: 'solving', share }) },
      );
      if (controller.signal.aborted) return;
      if (!solution) return setState({ kind: 'failed' });
      setState({ kind: 'solved', token: encodeCaptchaSolution(solution) });
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'failed' });
    }
  }, []);

  // Told once the widget says Verified, in the same change of the page: a form's "Complete CAPTCHA"
  // message never goes while the widget still says Verifying…, whichever runtime draws it
  // (React 19 in the dashboard, Preact in the islands, which render at different moments).
  useLayoutEffect(() => {
    if (state.kind === 'solved') solved.current();
  }, [state.kind]);

  useImperativeHandle(ref, () => ({
    token: () => (stateRef.current.kind === 'solved' ? stateRef.current.token : null),
    reset: () => void solve(),
    start: () => {
      if (stateRef.current.kind === 'idle' || stateRef.current.kind === 'failed') void solve();
    },
  }));

  useEffect(() => {
    const element = root.current?.parentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => setCompact(element.clientWidth < COMPACT_BELOW_PX));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => run.current?.abort(), []);

  const label =
    state.kind === 'solved'
      ? 'Verified'
      : state.kind === 'solving'
        ? 'Verifying…'
        : state.kind === 'failed'
          ? 'Verification failed. Try again'
          : 'Verify that you are human';
  return (
    <div
      ref={root}
      className={`captcha-widget${compact ? ' is-compact' : ''} is-${state.kind}`}
      data-captcha-state={state.kind}
      data-size={compact ? 'compact' : 'normal'}
    >
      <button
        type="button"
        className="captcha-check"
        role="checkbox"
        aria-checked={state.kind === 'solved'}
        disabled={state.kind === 'solving' || state.kind === 'solved'}
        onClick={() => void solve()}
      >
        <span className="captcha-box" aria-hidden="true">
          {state.kind === 'solved' ? '✓' : ''}
        </span>
        <span className="captcha-label">{label}</span>
      </button>
      {state.kind === 'solving' && (
        <progress className="captcha-progress" max={1} value={Math.min(state.share, 1)} aria-label="Verifying" />
      )}
      {!compact && <span className="captcha-by">Private check, no tracking</span>}
    </div>
  );
});
