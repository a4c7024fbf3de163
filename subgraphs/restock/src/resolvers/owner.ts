import { GraphQLError } from 'graphql';
import { ownedSiteId } from '@atelier/platform';
import type { SignUp, SignUpStatus } from '../entities/sign-up.ts';
import { signUpForRestock } from '../services/sign-up-for-restock.ts';
import { groupSendRefusals, mailingListSize, queueNotices, signUpGroups, signUpsOf, type Paged } from '../services/owner-restock.ts';
import { saveSettings, settingsOf } from '../services/restock-settings.ts';
import { unsubscribe } from '../services/unsubscribe.ts';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The website of the request when its signed-in owner asks; null for anyone else. */
async function ownersSite(websiteId: string, ctx: Context): Promise<string | null> {
  const owned = await ownedSiteId(ctx);
  return 'siteId' in owned && owned.siteId === websiteId ? owned.siteId : null;
}

/** A page, or the bad-input error of a cursor or size this list did not give out. */
function pageOf<T>(paged: Paged<T>): { items: T[]; hasNextPage: boolean; nextPageCursor: string | null } {
  if (!paged.ok) throw new GraphQLError(paged.message, { extensions: { code: 'BAD_USER_INPUT' } });
  return paged;
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
      const page = pageOf(await signUpGroups(ctx.em, siteId, args));
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
      const page = pageOf(await signUpsOf(ctx.em, siteId, args));
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
      return result.ok ? { signedUp: true, userErrors: [] } : { signedUp: false, userErrors: [result.userError] };
    },
    sendRestockNotices: async (_, { requests }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if ('error' in owned) return { results: [], queued: 0, userErrors: [owned.error] };
      const sent = await queueNotices(ctx.em, ctx.catalog, owned.siteId, requests);
      if (!sent.ok) return { results: [], queued: 0, userErrors: sent.userErrors };
      const queued = sent.results.reduce((sum, r) => sum + r.queued, 0);
      if (queued) await ctx.jobs.request('restock.send');
      return { results: sent.results, queued, userErrors: [] };
    },
    saveRestockSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if ('error' in owned) return { settings: null, userErrors: [owned.error] };
      return { settings: await saveSettings(ctx.em, owned.siteId, input), userErrors: [] };
    },
    unsubscribeFromRestock: async (_, { token }, ctx) => {
      const result = await unsubscribe(ctx.em, ctx.secret, ctx.siteId, token);
      return result.ok ? { email: result.email, userErrors: [] } : { email: null, userErrors: [result.userError] };
    },
  },
};
