import { mergeResolvers } from '@atelier/platform';
import { ownerResolvers } from './owner.ts';
import { partnerResolvers } from './partner.ts';

export const resolvers = mergeResolvers(partnerResolvers, ownerResolvers);
