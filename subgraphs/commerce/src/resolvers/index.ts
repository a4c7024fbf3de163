import { mergeResolvers, SCALARS } from '@atelier/platform';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { ownerResolvers } from './owner.ts';
import { visitorCartResolvers } from './visitor-cart.ts';
import { visitorCheckoutResolvers } from './visitor-checkout.ts';
import { visitorDonationResolvers } from './visitor-donations.ts';

/** The commerce subgraph's resolvers by audience: shoppers (visitor-*) and the store's owner (owner). */
export const resolvers: Resolvers = mergeResolvers(
  { SafeInt: SCALARS.SafeInt, Date: SCALARS.Date },
  visitorCartResolvers,
  visitorCheckoutResolvers,
  visitorDonationResolvers,
  ownerResolvers,
);
