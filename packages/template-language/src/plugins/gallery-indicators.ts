import { PredicatePlugin, type Context } from '@squarespace/template-engine';

/**
 * `gallery-indicators?`: whether the gallery's `options` turn its indicators on. SPEC section 3
 * lists the flag with the others; the engine asks `gallery-meta?` of it but has no predicate of its own.
 */
export class GalleryIndicatorsPredicate extends PredicatePlugin {
  apply(_args: string[], ctx: Context): boolean {
    const node = ctx.resolve(['options']).get('indicators');
    return node.isMissing() ? false : node.asBoolean();
  }
}
