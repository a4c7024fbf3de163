import type { Resolvers } from '../generated/resolvers-types.ts';

/** A page's side: its events and error reports, for the request's site (ingest lands in the next change). */
export const visitorResolvers: Resolvers = {};
