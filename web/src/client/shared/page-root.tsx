import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo.ts';

/** Mounts a full-page React root on #app. */
export function mountPage(node: ReactNode) {
  const host = document.getElementById('app');
  if (host) createRoot(host).render(<ApolloProvider client={apolloClient}>{node}</ApolloProvider>);
}
