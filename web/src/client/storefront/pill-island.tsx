import { createRoot } from 'react-dom/client';
import { CartPill } from './cart-pill.tsx';

/** The cart pill's island (a lazy chunk of islands.tsx): loaded once the visitor's cart holds something. */
export function mountCartPill(host: Element): void {
  createRoot(host).render(<CartPill />);
}
