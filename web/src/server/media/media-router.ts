import express, { Router } from 'express';
import { createLogger, failureHandler, statusOfUserError, type Crumbs } from '@atelier/platform';
import { AudioFileDocument, ImageFileDocument } from '../../graphql/generated/storefront.ts';
import { UploadAudioDocument, UploadImageDocument } from '../../graphql/generated/dashboard.ts';
import type { ExecuteOperation } from '../execute.ts';
import { checkCrumbHeader } from '../crumb.ts';

const log = createLogger('web');
const IMAGE_ID = /^img_[A-Za-z0-9-]{1,64}$/;
const AUDIO_ID = /^aud_[0-9a-f-]{36}$/;
/** Squarespace's size parameter: ?format=750w (a width in pixels); the largest size without it. */
const DEFAULT_WIDTH = 1500;

function requestedWidth(format: unknown): number {
  const match = typeof format === 'string' ? /^(\d{1,5})w$/.exec(format) : null;
  return match ? Number(match[1]) : DEFAULT_WIDTH;
}

/**
 * Images of the catalog: GET /media/images/:id?format=750w serves the stored size nearest below
 * (never changing, so cached for a year); POST /admin/media takes an owner's upload (the body is the
 * file) and runs uploadImage.
 */
export function mediaRouter(options: { execute: ExecuteOperation; crumbs: Crumbs }): Router {
  const router = Router();
  router.get('/media/images/:id', async (req, res, next) => {
    try {
      if (!IMAGE_ID.test(req.params.id)) return void res.status(404).type('text').send('No such image.');
      const { imageFile } = await options.execute(
        ImageFileDocument,
        { id: req.params.id, width: requestedWidth(req.query.format) },
        req,
        res,
      );
      if (!imageFile) return void res.status(404).type('text').send('No such image.');
      res
        .type(imageFile.contentType)
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(imageFile.base64, 'base64'));
    } catch (error) {
      next(error);
    }
  });
  // An audio file of the site for its audio player blocks: the type its bytes were stored as, so the
  // browser plays it as what it is (nosniff is on every answer).
  router.get('/media/audio/:id', async (req, res, next) => {
    try {
      if (!AUDIO_ID.test(req.params.id)) return void res.status(404).type('text').send('No such audio file.');
      const { audioFile } = await options.execute(AudioFileDocument, { id: req.params.id }, req, res);
      if (!audioFile) return void res.status(404).type('text').send('No such audio file.');
      res
        .type(audioFile.contentType)
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(audioFile.base64, 'base64'));
    } catch (error) {
      next(error);
    }
  });
  router.post(
    '/admin/media/audio',
    checkCrumbHeader(options.crumbs),
    express.raw({ type: () => true, limit: '10mb' }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { uploadAudio } = await options.execute(
        UploadAudioDocument,
        { base64: bytes.toString('base64') },
        req,
        res,
      );
      const [error] = uploadAudio.userErrors;
      if (error)
        return void res.status(statusOfUserError(error.code)).json({ message: error.message, code: error.code });
      res.status(201).json({ audio: uploadAudio.audio });
    },
  );
  router.post(
    '/admin/media',
    checkCrumbHeader(options.crumbs),
    express.raw({ type: () => true, limit: '10mb' }),
    async (req, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!bytes.length) return void res.status(400).json({ message: 'Choose an image file.' });
      const { uploadImage } = await options.execute(
        UploadImageDocument,
        { base64: bytes.toString('base64') },
        req,
        res,
      );
      const [error] = uploadImage.userErrors;
      if (error) {
        const status =
          error.code === 'NOT_SIGNED_IN'
            ? 401
            : error.code === 'FORBIDDEN'
              ? 403
              : error.code === 'IMAGE_TOO_LARGE'
                ? 413
                : 422;
        return void res.status(status).json({ message: error.message, code: error.code });
      }
      res.status(201).json({ image: uploadImage.image });
    },
  );
  router.use(
    ['/admin/media', '/media/images', '/media/audio'],
    failureHandler(log, (failure, req, res) => {
      const what = req.originalUrl.includes('/audio') ? 'audio file' : 'image';
      const message =
        failure.status === 413
          ? what === 'image'
            ? 'An image may be at most 10 MB.'
            : 'An audio file may be at most 10 MB.'
          : failure.unexpected
            ? `The ${what} could not be stored just now. Please try again.`
            : failure.message;
      res.status(failure.status).json({ message });
    }),
  );
  return router;
}
