import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';

/** Mounts a full-page root on #app: React's on the dashboard's pages, Preact's (compat) on the checkout's. */
export function mountPage(node: ReactNode) {
  const host = document.getElementById('app');
  if (host) createRoot(host).render(node);
}
