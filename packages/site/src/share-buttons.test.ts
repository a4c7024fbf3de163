import { describe, expect, it } from 'vitest';
import { SHARE_SERVICES, shareServicesOf, shareUrlOf } from './share-buttons.ts';

describe('share buttons', () => {
  it('keep the known services in one order, once each', () => {
    expect(shareServicesOf(['email', 'myspace', 'facebook', 'email'])).toEqual(['facebook', 'email']);
    expect(shareServicesOf([])).toEqual([]);
  });

  it('open each service’s share page with the address and title encoded', () => {
    const url = 'https://demo.localhost/events/tasting?x=1&y=2';
    const title = 'Wine & <cheese> “night”';
    expect(shareUrlOf('facebook', url, title)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.localhost%2Fevents%2Ftasting%3Fx%3D1%26y%3D2',
    );
    expect(shareUrlOf('x', url, title)).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fdemo.localhost%2Fevents%2Ftasting%3Fx%3D1%26y%3D2&text=Wine%20%26%20%3Ccheese%3E%20%E2%80%9Cnight%E2%80%9D',
    );
    expect(shareUrlOf('email', url, 'Hi')).toBe(
      'mailto:?subject=Hi&body=https%3A%2F%2Fdemo.localhost%2Fevents%2Ftasting%3Fx%3D1%26y%3D2',
    );
    for (const service of SHARE_SERVICES) expect(shareUrlOf(service, url, title)).not.toMatch(/[<>"\s]/);
  });
});
