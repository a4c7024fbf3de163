import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { hashPassword } from '@atelier/platform';
import { checkThemeZipIsolated, SHIPPED_THEMES, type ThemeError } from '@atelier/theme';
import { Collection } from './entities/collection.ts';
import { Post } from './entities/post.ts';
import { Theme } from './entities/theme.ts';
import { WebsiteDomain } from './entities/website-domain.ts';
import { normalDomain } from '@atelier/site';
import { seoOfInput } from './services/seo-input.ts';
import type { UserError } from './services/owned-site.ts';
import { fail, ownedSite } from './services/owned-site.ts';
import { cleanLabels } from './domain/labels.ts';
import { bodyFromEditor as bodyOf } from './domain/rich-text.ts';
import { checkUrlId, urlIdFrom } from './domain/url-id.ts';
import type { Context } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import type { OwnerPort } from '@atelier/platform';

const MAX_ZIP_BASE64 = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 4;

function checkTitle(title: string): UserError | undefined {
  const trimmed = title.trim();
  if (!trimmed) return fail(['input', 'title'], 'TITLE_REQUIRED', 'A title is required.');
  if (trimmed.length > 200) return fail(['input', 'title'], 'TITLE_TOO_LONG', 'A title may be at most 200 characters.');
  return undefined;
}

function checkLabels(labels: readonly string[] | null | undefined, field: string): string[] | UserError {
  const cleaned = cleanLabels(labels);
  return Array.isArray(cleaned) ? cleaned : fail(['input', field], 'TOO_MANY_LABELS', `At most 20 ${field}, each at most 50 characters.`);
}

/** Saves; false when another save took the same address in the same moment (the unique index decides). */
async function flushUnlessTaken(ctx: Context): Promise<boolean> {
  try {
    await ctx.em.flush();
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}

const problemsOf = (errors: ThemeError[]) => errors.map((e) => ({ file: e.file, line: e.line ?? null, message: e.message }));

/** What a site's owner changes: its theme, its posts and pages. Each checks ownership first. */
export function ownerResolvers(owners: OwnerPort): Resolvers {
  return {
    Collection: {
      ownerBody: async (collection, _, ctx) => {
        const owned = await ownedSite(ctx, owners);
        return 'site' in owned && owned.site.id === collection.websiteId ? collection.body : null;
      },
    },
    Website: {
      domains: async (site, _, ctx) => (await ctx.em.find(WebsiteDomain, { websiteId: site.id }, { orderBy: { domain: 'asc' } })).map((d) => d.domain),
      themeName: async (site, _, ctx) => {
        if (!site.theme.startsWith('thm_')) return site.theme;
        return (await ctx.em.findOne(Theme, { id: site.theme }, { fields: ['name'] }))?.name ?? site.theme;
      },
      importedTheme: async (site, _, ctx) => {
        if (!site.theme.startsWith('thm_')) return null;
        const theme = await ctx.em.findOne(Theme, { id: site.theme, websiteId: site.id }, { populate: ['files', 'css'] });
        return theme ? { id: theme.id, name: theme.name, version: theme.version, css: theme.css, files: Object.entries(theme.files).map(([path, base64]) => ({ path, base64 })) } : null;
      },
    },
    Mutation: {
      importTheme: async (_, { zipBase64 }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, problems: [], userErrors: [owned.error] };
        if (zipBase64.length > MAX_ZIP_BASE64) return { website: null, problems: [{ file: 'theme.zip', line: null, message: 'The zip may be at most 10 MB.' }], userErrors: [fail(['zipBase64'], 'THEME_INVALID', 'This theme has problems; it was not used.')] };
        const checked = await checkThemeZipIsolated(new Uint8Array(Buffer.from(zipBase64, 'base64')));
        if (!checked.ok) {
          return { website: null, problems: problemsOf(checked.errors), userErrors: [fail(['zipBase64'], 'THEME_INVALID', 'This theme has problems; it was not used.')] };
        }
        const files = Object.fromEntries([...checked.files].map(([path, bytes]) => [path, Buffer.from(bytes).toString('base64')]));
        const theme = ctx.em.create(Theme, { id: `thm_${randomUUID()}`, websiteId: owned.site.id, name: checked.name, version: checked.version, files, css: checked.css });
        owned.site.theme = theme.id;
        await ctx.em.flush();
        return { website: owned.site, problems: [], userErrors: [] };
      },
      useShippedTheme: async (_, { name }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, problems: [], userErrors: [owned.error] };
        if (!(SHIPPED_THEMES as readonly string[]).includes(name)) return { website: null, problems: [], userErrors: [fail(['name'], 'THEME_NOT_FOUND', `There is no shipped theme called ${name}.`)] };
        owned.site.theme = name;
        await ctx.em.flush();
        return { website: owned.site, problems: [], userErrors: [] };
      },
      addDomain: async (_, { domain }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, userErrors: [owned.error] };
        const name = normalDomain(domain);
        if (!name) return { website: null, userErrors: [fail(['domain'], 'DOMAIN_INVALID', 'Enter a domain name such as shop.example.com, without http:// or a path.')] };
        const taken = await ctx.em.findOne(WebsiteDomain, { domain: name });
        if (taken && taken.websiteId !== owned.site.id) return { website: null, userErrors: [fail(['domain'], 'DOMAIN_TAKEN', 'This domain already serves another site.')] };
        if ((await ctx.em.count(WebsiteDomain, { websiteId: owned.site.id })) >= 20 && !taken) return { website: null, userErrors: [fail(['domain'], 'TOO_MANY_DOMAINS', 'A site may have at most 20 domains.')] };
        if (!taken) {
          try {
            await ctx.em.insert(WebsiteDomain, { domain: name, websiteId: owned.site.id, createdAt: new Date() });
          } catch (error) {
            // Another owner added it in the same moment.
            if (error instanceof UniqueConstraintViolationException) return { website: null, userErrors: [fail(['domain'], 'DOMAIN_TAKEN', 'This domain already serves another site.')] };
            throw error;
          }
        }
        return { website: owned.site, userErrors: [] };
      },
      removeDomain: async (_, { domain }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { website: null, userErrors: [owned.error] };
        await ctx.em.nativeDelete(WebsiteDomain, { domain: normalDomain(domain) ?? domain.trim().toLowerCase(), websiteId: owned.site.id });
        return { website: owned.site, userErrors: [] };
      },
      savePost: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { post: null, userErrors: [owned.error] };
        const blog = await ctx.em.findOne(Collection, { id: input.collectionId, websiteId: owned.site.id, type: 'blog' });
        if (!blog) return { post: null, userErrors: [fail(['input', 'collectionId'], 'NOT_FOUND', 'This blog does not exist.')] };
        const titleError = checkTitle(input.title);
        if (titleError) return { post: null, userErrors: [titleError] };
        const urlId = input.urlId?.trim() || urlIdFrom(input.title);
        const urlError = checkUrlId(urlId);
        if (urlError) return { post: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_INVALID', urlError)] };
        const categories = checkLabels(input.categories, 'categories');
        const tags = checkLabels(input.tags, 'tags');
        if (!Array.isArray(categories)) return { post: null, userErrors: [categories] };
        if (!Array.isArray(tags)) return { post: null, userErrors: [tags] };
        if ((input.excerpt ?? '').length > 1000) return { post: null, userErrors: [fail(['input', 'excerpt'], 'EXCERPT_TOO_LONG', 'An excerpt may be at most 1000 characters.')] };
        const seo = seoOfInput(input);
        if (Array.isArray(seo)) return { post: null, userErrors: seo };
        const existing = input.id ? await ctx.em.findOne(Post, { id: input.id, collectionId: blog.id }) : null;
        if (input.id && !existing) return { post: null, userErrors: [fail(['input', 'id'], 'NOT_FOUND', 'This post does not exist.')] };
        const clash = await ctx.em.findOne(Post, { collectionId: blog.id, urlId, ...(existing ? { id: { $ne: existing.id } } : {}) });
        if (clash) return { post: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another post of this blog has this address.')] };
        const author = (input.authorName ?? '').trim().slice(0, 100) || 'The editors';
        const values = { title: input.title.trim(), urlId, excerpt: (input.excerpt ?? '').trim(), body: bodyOf(input.body), authorName: author, authorUrlId: urlIdFrom(author) || 'editors', categories, tags, ...seo };
        const post = existing ?? ctx.em.create(Post, { id: `post_${randomUUID()}`, websiteId: owned.site.id, collectionId: blog.id, addedOn: new Date(), ...values });
        if (existing) Object.assign(existing, values);
        if (!(await flushUnlessTaken(ctx))) return { post: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another post of this blog has this address.')] };
        return { post, userErrors: [] };
      },
      savePage: async (_, { input }, ctx) => {
        const owned = await ownedSite(ctx, owners);
        if ('error' in owned) return { collection: null, userErrors: [owned.error] };
        const titleError = checkTitle(input.title);
        if (titleError) return { collection: null, userErrors: [titleError] };
        const urlId = input.urlId?.trim() || urlIdFrom(input.title);
        const urlError = checkUrlId(urlId);
        if (urlError) return { collection: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_INVALID', urlError)] };
        if (input.navigation != null && !/^[A-Za-z0-9_-]{1,40}$/.test(input.navigation)) return { collection: null, userErrors: [fail(['input', 'navigation'], 'NAVIGATION_INVALID', 'Choose a navigation of the theme, or none.')] };
        if (input.password != null && input.password.length > 200) return { collection: null, userErrors: [fail(['input', 'password'], 'PASSWORD_TOO_LONG', 'A password may be at most 200 characters.')] };
        const seo = seoOfInput(input);
        if (Array.isArray(seo)) return { collection: null, userErrors: seo };
        const existing = input.id ? await ctx.em.findOne(Collection, { id: input.id, websiteId: owned.site.id, type: 'page' }) : null;
        if (input.id && !existing) return { collection: null, userErrors: [fail(['input', 'id'], 'NOT_FOUND', 'This page does not exist.')] };
        const clash = await ctx.em.findOne(Collection, { websiteId: owned.site.id, urlId, ...(existing ? { id: { $ne: existing.id } } : {}) });
        if (clash) return { collection: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another page or collection of this site has this address.')] };
        const passwordHash = input.password == null ? undefined : input.password === '' ? null : await hashPassword(input.password);
        const values = { title: input.title.trim(), urlId, body: bodyOf(input.body), navigation: input.navigation ?? null, ...seo, ...(passwordHash !== undefined ? { passwordHash } : {}) };
        const count = existing ? 0 : await ctx.em.count(Collection, { websiteId: owned.site.id });
        const page = existing ?? ctx.em.create(Collection, { id: `col_${randomUUID()}`, websiteId: owned.site.id, type: 'page', position: count, passwordHash: null, ...values });
        if (existing) Object.assign(existing, values);
        if (!(await flushUnlessTaken(ctx))) return { collection: null, userErrors: [fail(['input', 'urlId'], 'URL_ID_TAKEN', 'Another page or collection of this site has this address.')] };
        return { collection: page, userErrors: [] };
      },
    },
  };
}
