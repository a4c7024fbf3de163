import { readMerchandisingSettings } from '@atelier/commerce';
import { domainsOf } from '../services/domains.ts';
import { faviconOf } from '../services/site-settings.ts';
import { siteIdOf, websiteAsked } from '../services/sites.ts';
import { importedThemeOf, themeNameOf } from '../services/themes.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';

/** The site the request is for, as the site server draws it: its settings, theme, collections and icon. */
export const visitorSiteResolvers: Resolvers = {
  Query: {
    site: (_, __, ctx) => (ctx.siteId ? ctx.loaders.website.load(ctx.siteId) : null),
    website: (_, { id, slug }, ctx) => websiteAsked(ctx, { id, slug }),
    siteOf: (_, { slug, domain }, ctx) => siteIdOf(ctx.em, { slug, domain }),
  },
  Website: {
    __resolveReference: (ref, ctx) => ctx.loaders.website.load(ref.id),
    storeSettings: (site) => ({
      selectedCurrency: site.selectedCurrency,
      timeZone: site.timeZone,
      multipleQuantityAllowedForServices: site.multipleQuantityAllowedForServices,
      useCLDRMoneyFormat: site.useCldrMoneyFormat,
      merchandisingSettings: readMerchandisingSettings(site.merchandising),
    }),
    collections: (site, _, ctx) => ctx.loaders.collectionsOfSite.load(site.id),
    // Among the site's collections, which a page asks for beside it (its navigation): one read for both.
    collection: async (site, { urlId }, ctx) =>
      (await ctx.loaders.collectionsOfSite.load(site.id)).find((c) => c.urlId === urlId) ?? null,
    blockFields: (site) => Object.entries(site.blockFields ?? {}).map(([id, html]) => ({ id, html: String(html) })),
    domains: (site, _, ctx) => domainsOf(ctx.em, site.id),
    themeName: (site, _, ctx) => themeNameOf(ctx.em, site),
    importedTheme: (site, _, ctx) => importedThemeOf(ctx.em, site),
    homeCollection: (site, _, ctx) => ctx.loaders.homeCollection.load(site.id),
    favicon: (site, _, ctx) => faviconOf(ctx.loaders, site),
    contentSecurityOrigins: (site) => site.cspOrigins ?? [],
    createdAt: (site) => site.createdAt.toISOString(),
    // An owner's contact is theirs and the product's: never a visitor's or a partner's to read.
    owner: (site, _, ctx) => (ctx.siteCall && ctx.siteId === site.id && site.ownerId ? { id: site.ownerId } : null),
  },
};
