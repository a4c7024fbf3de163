/** SPEC section 9: the lightbox animates in 0.3 s, re-lays out 100 ms after resizing stops, and keeps 50 px from the window's edges when its content is taller than the window. */
export const LIGHTBOX = { animationMs: 300, resizeDebounceMs: 100, marginPx: 50 } as const;

export interface LightboxPlacement {
  /** Distance of the box's top from the window's top, in px. */
  top: number;
  /** The box's height cap, in px, when its content scrolls inside it; null when it fits. */
  maxHeight: number | null;
}

/** Where the box sits: centred when it fits with its margins, else held 50 px from the top and bottom, its content scrolling. */
export function lightboxPlacement(
  contentHeight: number,
  windowHeight: number,
  margin: number = LIGHTBOX.marginPx,
): LightboxPlacement {
  if (contentHeight + 2 * margin > windowHeight)
    return { top: margin, maxHeight: Math.max(0, windowHeight - 2 * margin) };
  return { top: Math.round((windowHeight - contentHeight) / 2), maxHeight: null };
}
