import { GraphQLError } from 'graphql';
import { ownersSite } from '@atelier/platform';
import { ownedWebsite } from '../services/owned-website.ts';
import {
  checkThemeEdits,
  previewThemeEdits,
  rollBackTheme,
  saveThemeEdits,
  themePreviewOf,
  themeSourceOf,
  themeVersionsOf,
} from '../services/theme-versions.ts';
import { MAX_EDITED_FILES } from '../domain/theme-edits.ts';
import type { Resolvers, ThemeEditInput } from '../generated/resolvers-types.ts';

/** A list past what one save may change is malformed input, not a userError. */
function editsOf(input: ThemeEditInput) {
  if (input.changes.length > MAX_EDITED_FILES)
    throw new GraphQLError(`changes may list at most ${MAX_EDITED_FILES} files`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return input.changes;
}

/** The template editor: the site's theme versions and files, checks, previews, saves and roll-backs, for its owner only. */
export const ownerThemeEditorResolvers: Resolvers = {
  Website: {
    themeVersions: async (site, _, ctx) => ((await ownersSite(site.id, ctx)) ? themeVersionsOf(ctx.em, site.id) : []),
    themeSource: async (site, { theme }, ctx) =>
      (await ownersSite(site.id, ctx)) ? themeSourceOf(ctx.em, site.id, theme ?? site.theme) : null,
    themePreview: async (site, { id }, ctx) =>
      (await ownersSite(site.id, ctx)) ? themePreviewOf(ctx.em, site.id, id) : null,
  },
  ThemeVersion: {
    number: (version) => version.number ?? 0,
    origin: (version) => (version.origin === 'editor' ? 'EDITOR' : 'IMPORT'),
    savedAt: (version) => version.createdAt.toISOString(),
    savedBy: (version) => (version.savedBy ? { id: version.savedBy } : null),
    published: async (version, _, ctx) => (await ctx.loaders.website.load(version.websiteId))?.theme === version.id,
  },
  Mutation: {
    checkThemeEdits: async (_, { input }, ctx) => {
      const changes = editsOf(input);
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { problems: [], userErrors: owned.errors };
      const checked = await checkThemeEdits(ctx.em, ctx.themeChecks, owned.value, input.base, changes);
      if (checked.ok) return { problems: [], userErrors: [] };
      // Problems are the answer of a check; only a check that could not run is refused.
      return checked.problems
        ? { problems: checked.problems, userErrors: [] }
        : { problems: [], userErrors: checked.errors };
    },
    previewThemeEdits: async (_, { input }, ctx) => {
      const changes = editsOf(input);
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { previewId: null, problems: [], userErrors: owned.errors };
      const draft = await previewThemeEdits(ctx.em, ctx.themeChecks, owned.value, input.base, changes);
      return draft.ok
        ? { previewId: draft.value.id, problems: [], userErrors: [] }
        : { previewId: null, problems: draft.problems ?? [], userErrors: draft.errors };
    },
    saveThemeEdits: async (_, { input }, ctx) => {
      const changes = editsOf(input);
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { version: null, website: null, problems: [], userErrors: owned.errors };
      const saved = await saveThemeEdits(ctx.em, ctx.themeChecks, owned.value, input.base, changes);
      return saved.ok
        ? { version: saved.value, website: owned.value, problems: [], userErrors: [] }
        : { version: null, website: null, problems: saved.problems ?? [], userErrors: saved.errors };
    },
    rollBackTheme: async (_, { versionId }, ctx) => {
      const owned = await ownedWebsite(ctx);
      if (!owned.ok) return { version: null, website: null, problems: [], userErrors: owned.errors };
      const rolled = await rollBackTheme(ctx.em, owned.value, versionId);
      return rolled.ok
        ? { version: rolled.value, website: owned.value, problems: [], userErrors: [] }
        : { version: null, website: null, problems: [], userErrors: rolled.errors };
    },
  },
};
