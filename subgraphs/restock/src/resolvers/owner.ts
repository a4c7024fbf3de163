import { GraphQLError } from 'graphql';
import { ownedSiteId, ownersSite } from '@atelier/platform';
import type { SignUp, SignUpStatus } from '../entities/sign-up.ts';
import {
  groupSendRefusals,
  mailingListSize,
  sendRestockNotices,
  signUpGroups,
  signUpsOf,
  type PageRequest,
} from '../services/owner-restock.ts';
import { decodeGroupCursor, decodeSignUpCursor, pageSize } from '../domain/page-cursor.ts';
import { RESTOCK_PAGES } from '../domain/restock-policy.ts';
import { saveSettings } from '../services/restock-settings.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** Where a list's page starts and how long it is; a cursor or size this list did not give out is bad input. */
function pageRequest<Cursor>(
  args: { cursor?: string | null; first?: number | null },
  bounds: { default: number; max: number },
  decode: (cursor: string) => Cursor | null,
): PageRequest<Cursor> {
  const size = pageSize(args.first, bounds);
  if (size === null) throw badInput(`first must be a whole number from 1 to ${bounds.max}.`);
  const after = args.cursor ? decode(args.cursor) : null;
  if (args.cursor && !after) throw badInput('The cursor is not one this list gave out; start again without it.');
  return { after, size };
}

const EMPTY = { hasNextPage: false, nextPageCursor: null };

const STATUS_OF = {
  waiting: 'WAITING',
  queued: 'QUEUED',
  notified: 'NOTIFIED',
  failed: 'FAILED',
  unsubscribed: 'UNSUBSCRIBED',
} as const satisfies Record<SignUpStatus, string>;

/** Who waits for which variant, the owner's sends and settings: of the owner's own site only. */
export const ownerResolvers: Resolvers = {
  Website: {
    restockSignUpGroups: async (website, args, ctx) => {
      const siteId = await ownersSite(website.id, ctx);
      if (!siteId) return { signUpGroups: [], ...EMPTY };
      const page = await signUpGroups(ctx.em, siteId, pageRequest(args, RESTOCK_PAGES.groups, decodeGroupCursor));
      // Read only when a group's sendRefusal is asked for, then once for the whole page.
      let refusals: Promise<Map<string, string | null>> | undefined;
      const refusalOf = async (variantId: string) =>
        (await (refusals ??= groupSendRefusals(ctx.catalog, siteId, page.items))).get(variantId) ?? null;
      return {
        signUpGroups: page.items.map((group) => ({
          ...group,
          product: { id: group.productId },
          variant: { id: group.variantId },
          sendRefusal: () => refusalOf(group.variantId),
        })),
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      };
    },
    restockSignUps: async (website, args, ctx) => {
      const siteId = await ownersSite(website.id, ctx);
      if (!siteId) return { signUps: [], ...EMPTY };
      const page = await signUpsOf(ctx.em, siteId, args, pageRequest(args, RESTOCK_PAGES.signUps, decodeSignUpCursor));
      return { signUps: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
    mailingListSize: async (website, _, ctx) => {
      const siteId = await ownersSite(website.id, ctx);
      return siteId ? mailingListSize(ctx.em, siteId) : 0;
    },
  },
  RestockSignUpGroup: {
    sendRefusal: (group) => group.sendRefusal(),
  },
  RestockSignUp: {
    joinedMailingList: (signUp: SignUp) => signUp.joinMailingList,
    status: (signUp: SignUp) => STATUS_OF[signUp.status],
    createdAt: (signUp: SignUp) => signUp.createdAt.toISOString(),
    notifiedAt: (signUp: SignUp) => signUp.notifiedAt?.toISOString() ?? null,
  },
  Mutation: {
    sendRestockNotices: async (_, { requests }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { results: [], queued: 0, userErrors: owned.errors };
      const sent = await sendRestockNotices(ctx, owned.value, requests);
      return sent.ok ? { ...sent.value, userErrors: [] } : { results: [], queued: 0, userErrors: sent.errors };
    },
    saveRestockSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { settings: null, userErrors: owned.errors };
      return { settings: await saveSettings(ctx.em, owned.value, input), userErrors: [] };
    },
  },
};
