import type { Response } from 'express';
import { sendPage } from '../render/render-page.ts';
import { renderTemplate } from '../render/template-renderer.ts';

export function sendMessagePage(
  res: Response,
  status: number,
  page: { heading: string; message: string; linkHref: string; linkLabel: string; siteTitle?: string },
) {
  sendPage(res, {
    status,
    kind: 'message',
    title: page.heading,
    body: renderTemplate('message', page),
    entry: 'islands',
    header: { title: page.siteTitle ?? 'Atelier', href: '/shop' },
    nav: [{ label: 'Shop', href: '/shop' }, { label: 'Cart', href: '/cart' }],
  });
}

export function sendNotFound(res: Response, siteTitle?: string) {
  sendMessagePage(res, 404, {
    heading: 'Page not found',
    message: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
    linkHref: '/shop',
    linkLabel: 'Back to the shop',
    siteTitle,
  });
}
