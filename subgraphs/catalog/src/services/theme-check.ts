import {
  checkThemeZipIsolated,
  ISOLATED_CHECK_LIMITS,
  ThemeCheckSlots,
  type IsolatedCheck,
  type ThemeCheckSettings,
} from '@atelier/theme';
import { ok, type Outcome } from '@atelier/platform';
import { refuse } from '../errors.ts';
import type { Website } from '../entities/website.ts';
import type { CatalogErrorCode } from '../generated/resolvers-types.ts';

/** The isolated `theme:check` of a zip for a site, within its owner's share of the process's workers. */
export interface ThemeChecker {
  check(site: Pick<Website, 'id' | 'ownerId'>, zip: Uint8Array): Promise<Outcome<IsolatedCheck, CatalogErrorCode>>;
}

/**
 * One per process, as its workers are. A site's checks count against its owner, whichever of their
 * sites and whichever way they came (an import, the editor's check, preview or save, an API key);
 * a site without an owner counts as its own.
 */
export function themeChecker(settings: ThemeCheckSettings): ThemeChecker {
  const slots = new ThemeCheckSlots(settings);
  const limits = { timeoutMs: settings.timeoutMs, maxMemoryMb: ISOLATED_CHECK_LIMITS.maxMemoryMb };
  return {
    async check(site, zip) {
      const answer = await slots.run(site.ownerId ?? site.id, () => checkThemeZipIsolated(zip, limits));
      return answer.ok ? ok(answer.value) : refuse('THEME_CHECKS_BUSY', null, { perOwner: answer.perOwner });
    },
  };
}
