import { colourOptionValue, productArtPath } from '@atelier/site';
import type { DemoProduct } from './index.ts';

/**
 * The address of a demo product's drawn picture: its motif in its own colour (a walnut board), else
 * in its first variant's colour (the olive apron; each variant's own comes from its colour option).
 */
export function demoArtPath(product: DemoProduct): string | null {
  if (!product.art) return null;
  const colour =
    product.artColour ??
    product.variants.map((v) => colourOptionValue(v.attributes)).find((value) => value !== undefined);
  return productArtPath({ motif: product.art, id: product.id, ...(colour ? { colour } : {}) });
}
