import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client per dashboard page, shared by its panels, so that a change one makes shows in the others at once. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  cache: new InMemoryCache({
    typePolicies: {
      // A site's billing has no id of its own: the dashboard's frame, the billing panel and the product
      // form each read some of its fields, and each answer adds to what is kept rather than replacing it
      // (replaced, each query would find the others' fields missing and ask again, over and over).
      Website: { fields: { billing: { merge: true } } },
    },
  }),
});
