import type { Context } from '@squarespace/template-engine';

/** Records a formatter's refusal on the render, which goes on; the site shows nothing in its place. */
export function reportError(ctx: Context, message: string): void {
  ctx.error({ type: 'engine', message });
}
