import { describe, expect, it } from 'vitest';
import { DEMO_RESTOCK_SIGN_UPS, DEMO_RESTOCK_VARIANT, DEMO_SITES } from './index.ts';

describe('the demo’s restock sign-ups', () => {
  it('wait for a variant of the demo site that is sold out when seeded, each address once', () => {
    const site = DEMO_SITES.find((s) => s.website.id === DEMO_RESTOCK_VARIANT.websiteId)!;
    const product = site.products.find((p) => p.id === DEMO_RESTOCK_VARIANT.productId)!;
    expect(product.variants.find((v) => v.id === DEMO_RESTOCK_VARIANT.variantId)?.stock).toBe(0);
    expect(new Set(DEMO_RESTOCK_SIGN_UPS.map((s) => s.email.toLowerCase())).size).toBe(DEMO_RESTOCK_SIGN_UPS.length);
  });
});
