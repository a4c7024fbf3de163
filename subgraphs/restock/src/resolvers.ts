import { GraphQLError } from 'graphql';
import { ownedSiteId } from '@atelier/platform';
import type { SignUp, SignUpStatus } from './entities/sign-up.ts';
import { signUpForRestock } from './services/sign-up-for-restock.ts';
import { groupSendRefusals, mailingListSize, queueNotices, signUpGroups, signUpsOf, type PageRequest } from './services/owner-restock.ts';
import { decodeGroupCursor, decodeSignUpCursor, pageSize } from './domain/page-cursor.ts';
import { RESTOCK_PAGES } from './domain/restock-policy.ts';
import { saveSettings, settingsOf } from './services/restock-settings.ts';
import { unsubscribe } from './services/unsubscribe.ts';
import type { Context } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

/** The website of the request when its signed-in owner asks; null for anyone else. */
async function ownersSite(websiteId: string, ctx: Context): Promise<string | null> {
  const owned = await ownedSiteId(ctx);
  return owned.ok && owned.value === websiteId ? owned.value : null;
}

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

const STATUS_OF = { waiting: 'WAITING', queued: 'QUEUED', notified: 'NOTIFIED', failed: 'FAILED', unsubscribed: 'UNSUBSCRIBED' } as const satisfies Record<SignUpStatus, string>;

export const resolvers: Resolvers = {
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    restockSettings: (website, _, ctx) => settingsOf(ctx.em, website.id),
    restockSignUpGroups: async (website, args, ctx) => {
      const siteId = await ownersSite(website.id, ctx);
      if (!siteId) return { signUpGroups: [], ...EMPTY };
      const page = await signUpGroups(ctx.em, siteId, pageRequest(args, RESTOCK_PAGES.groups, decodeGroupCursor));
      // Read only when a group's sendRefusal is asked for, then once for the whole page.
      let refusals: Promise<Map<string, string | null>> | undefined;
      const refusalOf = async (variantId: string) => (await (refusals ??= groupSendRefusals(ctx.catalog, siteId, page.items))).get(variantId) ?? null;
      return {
        signUpGroups: page.items.map((group) => ({ ...group, product: { id: group.productId }, variant: { id: group.variantId }, sendRefusal: () => refusalOf(group.variantId) })),
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
    signUpForRestock: async (_, { input }, ctx) => {
      const result = await signUpForRestock(ctx, input);
      return result.ok ? { signedUp: true, userErrors: [] } : { signedUp: false, userErrors: result.errors };
    },
    sendRestockNotices: async (_, { requests }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { results: [], queued: 0, userErrors: owned.errors };
      const sent = await queueNotices(ctx.em, ctx.catalog, owned.value, requests);
      if (!sent.ok) return { results: [], queued: 0, userErrors: sent.errors };
      const queued = sent.value.reduce((sum, r) => sum + r.queued, 0);
      if (queued) await ctx.jobs.request('restock.send');
      return { results: sent.value, queued, userErrors: [] };
    },
    saveRestockSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { settings: null, userErrors: owned.errors };
      return { settings: await saveSettings(ctx.em, owned.value, input), userErrors: [] };
    },
    unsubscribeFromRestock: async (_, { token }, ctx) => {
      const result = await unsubscribe(ctx.em, ctx.secret, ctx.siteId, token);
      return result.ok ? { email: result.value, userErrors: [] } : { email: null, userErrors: result.errors };
    },
  },
};
