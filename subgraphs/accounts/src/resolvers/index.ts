export { ownerResolvers as resolvers } from './owner.ts';
