import { GraphQLError } from 'graphql';
import { ownedSiteId, ownersSite } from '@atelier/platform';
import type { SignUp, SignUpStatus } from '../entities/sign-up.ts';
import { groupSendRefusals, mailingListSize, sendRestockNotices, signUpGroups, signUpsOf, type Paged } from '../services/owner-restock.ts';
import { saveSettings } from '../services/restock-settings.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** A page, or the bad-input error of a cursor or size this list did not give out. */
function pageOf<T>(paged: Paged<T>): { items: T[]; hasNextPage: boolean; nextPageCursor: string | null } {
  if (!paged.ok) throw new GraphQLError(paged.message, { extensions: { code: 'BAD_USER_INPUT' } });
  return paged;
}

const EMPTY = { hasNextPage: false, nextPageCursor: null };

const STATUS_OF = { waiting: 'WAITING', queued: 'QUEUED', notified: 'NOTIFIED', failed: 'FAILED', unsubscribed: 'UNSUBSCRIBED' } as const satisfies Record<SignUpStatus, string>;

/** Who waits for which variant, the owner's sends and settings: of the owner's own site only. */
export const ownerResolvers: Resolvers = {
  Website: {
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
    sendRestockNotices: async (_, { requests }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if ('error' in owned) return { results: [], queued: 0, userErrors: [owned.error] };
      const sent = await sendRestockNotices(ctx, owned.siteId, requests);
      return sent.ok ? { results: sent.results, queued: sent.queued, userErrors: [] } : { results: [], queued: 0, userErrors: sent.userErrors };
    },
    saveRestockSettings: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if ('error' in owned) return { settings: null, userErrors: [owned.error] };
      return { settings: await saveSettings(ctx.em, owned.siteId, input), userErrors: [] };
    },
  },
};
