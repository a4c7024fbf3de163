import { mergeResolvers } from '@atelier/platform';
import { ownerResolvers } from './owner.ts';

export const resolvers = mergeResolvers(ownerResolvers);
