import express, { Router } from 'express';
import { createLogger, failureHandler, type Crumbs } from '@atelier/platform';
import { checkCrumbHeader } from '../crumb.ts';
import { ImportThemeDocument } from '../../graphql/generated/dashboard.ts';
import type { ExecuteOperation } from '../execute.ts';

const log = createLogger('web');
export const MAX_THEME_ZIP = '10mb';

/**
 * POST /admin/theme: an owner uploads a zip of a theme folder (the body is the zip). It runs the
 * importTheme operation; the answer is JSON: the theme is in use (with its warnings), or every problem
 * with file and line.
 */
export function themeImportRouter(options: { execute: ExecuteOperation; crumbs: Crumbs }): Router {
  const router = Router();
  router.post(
    '/admin/theme',
    checkCrumbHeader(options.crumbs),
    express.raw({ type: () => true, limit: MAX_THEME_ZIP }),
    async (req, res) => {
      const zip = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!zip.length) return void res.status(400).json({ message: 'Choose a zip of your theme folder.' });
      const { importTheme } = await options.execute(
        ImportThemeDocument,
        { zipBase64: zip.toString('base64') },
        req,
        res,
      );
      const [error] = importTheme.userErrors;
      if (error) {
        const status = error.code === 'NOT_SIGNED_IN' ? 401 : error.code === 'FORBIDDEN' ? 403 : 422;
        return void res
          .status(status)
          .json({ message: error.message, code: error.code, problems: importTheme.problems });
      }
      res.json({ theme: importTheme.website?.theme, problems: [], warnings: importTheme.warnings });
    },
  );
  router.use(
    '/admin/theme',
    failureHandler(log, (failure, _req, res) => {
      const message =
        failure.status === 413
          ? 'The zip may be at most 10 MB.'
          : failure.unexpected
            ? 'The theme could not be imported just now. Please try again.'
            : failure.message;
      res.status(failure.status).json({ message });
    }),
  );
  return router;
}
