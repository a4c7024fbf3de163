// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_EVENTS_PATH, sendBillingEvent } from './billing-events.ts';
import { takePlanFromAddress } from './billing-labels.ts';

const original = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
const setBeacon = (value: unknown) =>
  Object.defineProperty(navigator, 'sendBeacon', { value, configurable: true, writable: true });
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'sendBeacon', original);
  else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  window.history.replaceState(null, '', '/');
});

describe('sendBillingEvent', () => {
  it('sends the event, its name and the page as a form-encoded beacon', () => {
    window.history.replaceState(null, '', '/admin/billing');
    const beacon = vi.fn(() => true);
    setBeacon(beacon);
    sendBillingEvent('click', 'plan-choose');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [path, body] = beacon.mock.calls[0] as unknown as [string, URLSearchParams];
    expect(path).toBe(BILLING_EVENTS_PATH);
    expect(Object.fromEntries(body)).toEqual({ event: 'click', name: 'plan-choose', path: '/admin/billing' });
  });

  it('never fails the page: a browser without beacons, or one that throws, changes nothing', () => {
    setBeacon(undefined);
    expect(() => sendBillingEvent('view', 'billing-panel')).not.toThrow();
    setBeacon(() => {
      throw new TypeError('refused');
    });
    expect(() => sendBillingEvent('view', 'billing-panel')).not.toThrow();
  });
});

describe('takePlanFromAddress', () => {
  it('reads the plan a link names once, taking it off the address and keeping the rest', () => {
    window.history.replaceState(null, '', '/admin/billing?plan=commerce-advanced&from=upsell');
    expect(takePlanFromAddress()).toBe('commerce-advanced');
    expect(window.location.pathname + window.location.search).toBe('/admin/billing?from=upsell');
    expect(takePlanFromAddress()).toBeNull();
  });
});
