import { ownedSiteId, ownersSite } from '@atelier/platform';
import type { Form } from '../entities/form.ts';
import { deleteForm, saveForm } from '../services/owner-forms.ts';
import { formsOf, submissionCount } from '../services/site-forms.ts';
import { submissionPage, submissionsCsv } from '../services/submissions.ts';
import { captchaSiteKeys, saveCaptchaKeys } from '../services/captcha-keys.ts';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** Whether the form is of a site the signed-in visitor owns (its answers and address are theirs alone). */
const ownsForm = async (form: Form, ctx: Context) => (await ownersSite(form.websiteId, ctx)) !== null;

const EMPTY_PAGE = { nodes: [], totalCount: 0, hasNextPage: false, endCursor: null };

export const ownerResolvers: Resolvers = {
  Website: {
    __resolveReference: (ref) => ({ id: ref.id }),
    forms: async (website, _, ctx) => ((await ownersSite(website.id, ctx)) ? formsOf(ctx.em, website.id) : []),
    captchaSiteKeys: (website, _, ctx) => captchaSiteKeys(ctx.em, website.id),
    outbox: async (website, { first }, ctx) => {
      if (!(await ownersSite(website.id, ctx))) return [];
      return (await ctx.mailer.outbox(website.id, first ?? undefined)).map((entry) => ({
        ...entry,
        createdAt: entry.createdAt.toISOString(),
      }));
    },
  },
  Form: {
    notifyEmail: async (form, _, ctx) => ((await ownsForm(form, ctx)) ? form.notifyEmail : null),
    submissionCount: async (form, _, ctx) => ((await ownsForm(form, ctx)) ? submissionCount(ctx.em, form.id) : 0),
    submissions: async (form, args, ctx) =>
      (await ownsForm(form, ctx)) ? submissionPage(ctx.em, form, args) : EMPTY_PAGE,
    submissionsCsv: async (form, _, ctx) => ((await ownsForm(form, ctx)) ? submissionsCsv(ctx.em, form) : null),
  },
  Mutation: {
    saveForm: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { form: null, userErrors: owned.errors };
      const saved = await saveForm(ctx.em, owned.value, input);
      return saved.ok ? { form: saved.value, userErrors: [] } : { form: null, userErrors: saved.errors };
    },
    saveCaptchaKeys: async (_, { input }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { captchaSiteKeys: [], userErrors: owned.errors };
      const saved = await saveCaptchaKeys(ctx.em, ctx.secret, owned.value, input);
      return saved.ok
        ? { captchaSiteKeys: await captchaSiteKeys(ctx.em, owned.value), userErrors: [] }
        : { captchaSiteKeys: [], userErrors: saved.errors };
    },
    deleteForm: async (_, { id }, ctx) => {
      const owned = await ownedSiteId(ctx);
      if (!owned.ok) return { deletedFormId: null, userErrors: owned.errors };
      const removed = await deleteForm(ctx.em, owned.value, id);
      return removed.ok
        ? { deletedFormId: removed.value, userErrors: [] }
        : { deletedFormId: null, userErrors: removed.errors };
    },
  },
};
