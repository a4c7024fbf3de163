import { describe, expect, it } from 'vitest';
import { LIGHTBOX, lightboxPlacement } from './lightbox-layout.ts';

describe('the lightbox’s placement', () => {
  it('centres a box that fits with its margins', () => {
    expect(lightboxPlacement(400, 900)).toEqual({ top: 250, maxHeight: null });
    expect(lightboxPlacement(800, 900)).toEqual({ top: 50, maxHeight: null });
  });

  it('keeps 50 px above and below a box taller than the window, its content scrolling', () => {
    expect(lightboxPlacement(801, 900)).toEqual({ top: 50, maxHeight: 800 });
    expect(lightboxPlacement(2000, 600)).toEqual({ top: 50, maxHeight: 500 });
  });

  it('never asks for a negative height in a tiny window', () => {
    expect(lightboxPlacement(300, 80)).toEqual({ top: 50, maxHeight: 0 });
  });

  it('has the timings of the spec', () => {
    expect(LIGHTBOX).toEqual({ animationMs: 300, resizeDebounceMs: 100, marginPx: 50 });
  });
});
