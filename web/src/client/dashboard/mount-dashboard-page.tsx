import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { mountPage } from '../shared/page-root.tsx';
import { apolloClient } from './apollo.ts';

/** Mounts a dashboard page: its panels share one Apollo client, whose cache keeps what each read. */
export function mountDashboardPage(node: ReactNode) {
  mountPage(<ApolloProvider client={apolloClient}>{node}</ApolloProvider>);
}
