import { Router, type Request, type Response } from 'express';
import type { CompiledTheme } from '@atelier/theme';
import type { ExecuteOperation } from '../execute.ts';
import { isShippedTheme } from './shipped-themes.ts';
import { previewTheme, siteTheme } from './site-themes.ts';
import type { SiteThemes } from './theme-settings.ts';

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ico: 'image/x-icon',
  json: 'application/json',
};
const typeOf = (file: string) =>
  TYPES[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Theme files never change under a URL: the version is part of it. A preview's are its owner's only. */
function sendImmutable(res: Response, type: string, body: string | Uint8Array) {
  res
    .type(type)
    .set('Cache-Control', `${res.locals.themePreview ? 'private' : 'public'}, max-age=31536000, immutable`)
    .set('X-Content-Type-Options', 'nosniff')
    .send(typeof body === 'string' ? body : Buffer.from(body));
}

/** A theme's file under the URL the theme wrote for it: not versioned, so kept briefly. */
function sendFresh(res: Response, type: string, body: Uint8Array) {
  res
    .type(type)
    .set('Cache-Control', 'public, max-age=300')
    .set('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(body));
}

/**
 * /_theme/<theme>/<version>/site.css, scripts/..., scripts-combo/a.js,b.js and assets/...: the
 * compiled stylesheet and the static files of a theme. A stale version is not found, so a cached
 * page never mixes two versions of a theme. /assets/…, /scripts/… and /styles/… (CSS files): the
 * site's theme's files where the theme itself links them.
 */
export function themeAssetRouter(execute: ExecuteOperation, themes: SiteThemes): Router {
  const router = Router();
  /** The theme under its URL: shipped, or the one this host's site imported; another version is none. */
  const themeFor = async (
    req: Request,
    res: Response,
    key: string,
    version: string,
  ): Promise<CompiledTheme | undefined> => {
    if (!isShippedTheme(key) && (await themes.nameFor(req, res)) !== key) {
      // Not the published theme: a version or draft its owner previews, or none.
      const previewed = /^thm_[0-9a-f-]{36}$/.test(key) ? await previewTheme(execute, req, res, key) : undefined;
      res.locals.themePreview = Boolean(previewed);
      return previewed?.theme.version === version ? previewed.theme : undefined;
    }
    const drawn = await siteTheme(execute, req, res, key);
    return drawn.key === key && drawn.theme.version === version ? drawn.theme : undefined;
  };
  router.get('/_theme/:key/:version/site.css', async (req, res, next) => {
    const theme = await themeFor(req, res, req.params.key, req.params.version);
    return theme ? sendImmutable(res, 'text/css', theme.css) : next();
  });
  // Scripts of sub-folders too (lib/headroom.js); one the theme lacks is left out, as its own <script>
  // would load nothing (the check warns of it), so it never takes its neighbours down with it.
  router.get(/^\/_theme\/([^/]+)\/([^/]+)\/scripts-combo\/([A-Za-z0-9_.,/-]+)$/, async (req, res, next) => {
    const [key, version, names] = [req.params[0]!, req.params[1]!, req.params[2]!];
    const theme = names.includes('..') ? undefined : await themeFor(req, res, key, version);
    const files = names
      .split(',')
      .slice(0, 20)
      .map((f) => theme?.statics.get(`scripts/${f}`))
      .filter((f): f is Uint8Array => f !== undefined);
    if (!files.length) return next();
    return sendImmutable(res, 'text/javascript', files.map((f) => Buffer.from(f).toString('utf8')).join('\n;\n'));
  });
  router.get(/^\/_theme\/([^/]+)\/([^/]+)\/((?:scripts|assets)\/[A-Za-z0-9_./-]+)$/, async (req, res, next) => {
    const [key, version, file] = [req.params[0]!, req.params[1]!, req.params[2]!];
    const body = file.includes('..') ? undefined : (await themeFor(req, res, key, version))?.statics.get(file);
    return body ? sendImmutable(res, typeOf(file), body) : next();
  });
  // The URLs a theme writes itself (/assets/logo.svg, /scripts/site.js, /styles/reset.css) name its files.
  router.get(/^\/((?:scripts|styles|assets)\/[A-Za-z0-9_./-]+)$/, async (req, res, next) => {
    const file = req.params[0]!;
    if (file.includes('..')) return next();
    const body = (await themes.themeFor(req, res)).theme.statics.get(file);
    return body ? sendFresh(res, typeOf(file), body) : next();
  });
  return router;
}
