import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { LIGHTBOX, lightboxPlacement, type LightboxPlacement } from './lightbox-layout.ts';

export interface LightboxProps {
  label: string;
  /** What the box shows: markup the page already holds (a form block), moved in while open and back after. */
  node: HTMLElement;
  onClose(): void;
}

/**
 * A modal lightbox over the page (SPEC section 9): it fades and rises in over 0.3 s, is laid out
 * again 100 ms after the window stops resizing (or its content changes size), and keeps 50 px from
 * the window's top and bottom when its content is taller than the window, scrolling inside.
 * Escape, the close button or a click outside closes it; focus returns where it was.
 */
export function Lightbox({ label, node, onClose }: LightboxProps) {
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<LightboxPlacement>({ top: LIGHTBOX.marginPx, maxHeight: null });
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const home = node.parentElement;
    const next = node.nextSibling;
    const previous = document.activeElement as HTMLElement | null;
    body.current!.append(node);
    const place = () => setPlacement(lightboxPlacement(box.current!.scrollHeight, window.innerHeight));
    place();
    node.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
    const frame = requestAnimationFrame(() => setOpen(true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const placeSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(place, LIGHTBOX.resizeDebounceMs);
    };
    const resized = new ResizeObserver(placeSoon);
    resized.observe(body.current!);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('resize', placeSoon);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('has-lightbox');
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      resized.disconnect();
      window.removeEventListener('resize', placeSoon);
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-lightbox');
      home?.insertBefore(node, next);
      previous?.focus();
    };
  }, [node, onClose]);

  return createPortal(
    <div
      className={`lightbox-overlay${open ? ' is-open' : ''}`}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={box}
        className="lightbox"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        data-testid="lightbox"
        style={{
          top: placement.top,
          maxHeight: placement.maxHeight ?? undefined,
          overflowY: placement.maxHeight === null ? undefined : 'auto',
        }}
      >
        <button type="button" className="lightbox-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 className="lightbox-title">{label}</h2>
        <div ref={body} />
      </div>
    </div>,
    document.body,
  );
}
