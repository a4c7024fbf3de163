import { describe, expect, it } from 'vitest';
import { readUserAgent } from './user-agent.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.4.0',
};

describe('a User-Agent read at ingest', () => {
  it('names the device and the browser', () => {
    expect(readUserAgent(UA.chrome)).toEqual({ bot: false, device: 'desktop', browser: 'Chrome' });
    expect(readUserAgent(UA.iphone)).toEqual({ bot: false, device: 'mobile', browser: 'Mobile Safari' });
    expect(readUserAgent(UA.ipad)).toEqual({ bot: false, device: 'tablet', browser: 'Mobile Safari' });
    expect(readUserAgent(UA.firefox)).toEqual({ bot: false, device: 'desktop', browser: 'Firefox' });
  });

  it('knows crawlers, headless browsers, scripts and an empty one for bots', () => {
    for (const ua of [UA.googlebot, UA.headless, UA.curl, '', '   ']) expect(readUserAgent(ua).bot, ua).toBe(true);
  });
});
