import { GraphQLError } from 'graphql';
import { reportRange } from '@atelier/analytics';
import { EMPTY_CONNECTION, ownersSite, relayConnection } from '@atelier/platform';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { conversionRate, TOP_ROWS, type Totals } from '../domain/owner-analytics.ts';
import { decodeErrorGroupCursor, ERROR_GROUP_PAGE, errorGroupPageSize } from '../domain/error-group-cursor.ts';
import { siteAnalytics } from '../services/owner-analytics.ts';
import { clientErrorGroups } from '../services/client-error-groups.ts';

const badInput = (message: string, field: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

const totalsOf = (totals: Totals) => ({
  visits: totals.visits,
  visitors: totals.visitors,
  pageViews: totals.page_views,
  searches: totals.searches,
  addToCartVisits: totals.add_to_cart,
  purchaseVisits: totals.purchase,
  addToCartRate: conversionRate(totals.add_to_cart, totals.visits),
  purchaseRate: conversionRate(totals.purchase, totals.visits),
});

/** The owner's reads of the roll-up and of the client error groups: of the owner's own site only, nothing for anyone else. */
export const ownerAnalyticsResolvers: Resolvers = {
  Query: {
    siteAnalytics: async (_, { websiteId, from, to, top }, ctx) => {
      const range = reportRange(from, to);
      if (!range.ok) throw badInput(range.message, range.field);
      const rows = top ?? TOP_ROWS.default;
      if (!Number.isInteger(rows) || rows < 1 || rows > TOP_ROWS.max)
        throw badInput(`top must be a whole number from 1 to ${TOP_ROWS.max}.`, 'top');
      const siteId = await ownersSite(websiteId, ctx);
      if (!siteId) return null;
      const analytics = await siteAnalytics(ctx.em, siteId, range.value, rows);
      return {
        from: range.value.from,
        to: range.value.to,
        previousFrom: range.value.previousFrom,
        previousTo: range.value.previousTo,
        bucket: range.value.bucket === 'hour' ? 'HOUR' : 'DAY',
        totals: totalsOf(analytics.totals),
        previousTotals: totalsOf(analytics.previousTotals),
        series: analytics.series,
        previousSeries: analytics.previousSeries,
        ...analytics.tables,
      };
    },
    clientErrorGroups: async (_, { websiteId, first, after }, ctx) => {
      const size = errorGroupPageSize(first);
      if (size === null) throw badInput(`first must be a whole number from 1 to ${ERROR_GROUP_PAGE.max}.`, 'first');
      const cursor = after ? decodeErrorGroupCursor(after) : null;
      if (after && !cursor) throw badInput('after is not a cursor of this list; start again without it.', 'after');
      const siteId = await ownersSite(websiteId, ctx);
      if (!siteId) return EMPTY_CONNECTION;
      const page = await clientErrorGroups(ctx.em, siteId, size, cursor);
      const edges = page.groups.map((group) => ({
        cursor: group.cursor,
        node: {
          id: group.fingerprint,
          app: group.app,
          message: group.message,
          file: group.file,
          line: group.line,
          column: group.column,
          count: group.count,
          firstSeen: group.firstSeen.toISOString(),
          lastSeen: group.lastSeen.toISOString(),
          example: group.example,
        },
      }));
      return relayConnection(edges, page);
    },
  },
};
