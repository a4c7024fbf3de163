import { bindCartIndicators } from '../shared/cart-indicator.ts';

// The theme's cart summaries (a lazy chunk of islands.tsx, for a page whose theme draws one): of its
// own, as the cart page also binds them, statically, and a module both load would share its chunk.
bindCartIndicators();
