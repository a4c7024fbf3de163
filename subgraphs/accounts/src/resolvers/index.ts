export { resolvers } from './owner.ts';
