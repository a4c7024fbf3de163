import type { EventKind } from '../domain/event-kinds.ts';
import type { Resolvers, TrackingEventKind } from '../generated/resolvers-types.ts';
import { recordClientErrors } from '../services/client-errors.ts';
import { recordEvents } from '../services/ingest.ts';

/** The SDL's kinds are the stored ones, upper-cased. */
const kindOf = (kind: TrackingEventKind) => kind.toLowerCase() as EventKind;

/** A page's side, for the request's site: its events and its error reports (the collector's REST paths flush into these). */
export const visitorResolvers: Resolvers = {
  Mutation: {
    recordTrackingEvents: async (_, { events }, ctx) => {
      const result = await recordEvents(
        ctx,
        events.map((event) => ({ ...event, kind: kindOf(event.kind) })),
      );
      return result.ok ? { recorded: result.value, userErrors: [] } : { recorded: 0, userErrors: result.errors };
    },
    recordClientErrors: async (_, { reports }, ctx) => {
      const result = await recordClientErrors(ctx.em, ctx.siteId, reports);
      return result.ok ? { recorded: result.value, userErrors: [] } : { recorded: 0, userErrors: result.errors };
    },
  },
};
