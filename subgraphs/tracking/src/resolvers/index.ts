import { mergeResolvers } from '@atelier/platform';
import { visitorResolvers } from './visitor.ts';

export const resolvers = mergeResolvers(visitorResolvers);
