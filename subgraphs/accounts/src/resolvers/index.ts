import { mergeResolvers } from '@atelier/platform';
import { ownerResolvers } from './owner.ts';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(visitorResolvers, ownerResolvers);
