import type { Consent } from '@atelier/tracking';

/**
 * The banner's styles, fetched only when it shows: most visitors never see it, and a stylesheet in
 * every page's head would hold each page's first paint for it.
 */
const STYLES = new URL('./cookie-banner.css', import.meta.url).href;

/** The banner's words: what the site would record, and that declining records nothing. */
export const BANNER_TEXT = {
  title: 'Cookies on this site',
  body: 'This site uses cookies to count visits and to see which pages and products interest visitors. Nothing is recorded unless you accept.',
  accept: 'Accept',
  decline: 'Decline',
} as const;

/**
 * Shows the cookie banner the owner asked for and answers the visitor's choice once they make it;
 * the banner then goes. Built from plain elements: no framework for two buttons. It shows once its
 * styles are there (or failed to come: it is still usable unstyled).
 */
export function askForConsent(): Promise<Consent> {
  return new Promise((resolve) => {
    const styles = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: STYLES });
    const banner = document.createElement('section');
    banner.className = 'cookie-banner';
    banner.setAttribute('role', 'region');
    banner.setAttribute('aria-label', BANNER_TEXT.title);
    const title = Object.assign(document.createElement('p'), {
      className: 'cookie-banner-title',
      textContent: BANNER_TEXT.title,
    });
    const body = Object.assign(document.createElement('p'), {
      className: 'cookie-banner-text',
      textContent: BANNER_TEXT.body,
    });
    const actions = Object.assign(document.createElement('div'), { className: 'cookie-banner-actions' });
    const button = (consent: Consent, label: string) => {
      const element = Object.assign(document.createElement('button'), {
        type: 'button',
        className: `cookie-banner-${consent === 'accepted' ? 'accept' : 'decline'}`,
        textContent: label,
      });
      element.addEventListener('click', () => {
        banner.remove();
        resolve(consent);
      });
      return element;
    };
    actions.append(button('declined', BANNER_TEXT.decline), button('accepted', BANNER_TEXT.accept));
    banner.append(title, body, actions);
    const show = () => document.body.append(banner);
    styles.addEventListener('load', show, { once: true });
    styles.addEventListener('error', show, { once: true });
    document.head.append(styles);
  });
}
