import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client per page, shared by every island, so that a cart change shows everywhere at once. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  cache: new InMemoryCache(),
});
