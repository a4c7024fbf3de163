import { describe, expect, it } from 'vitest';
import { nextStatus } from './delivery-states.ts';

describe('delivery states', () => {
  it('settles a pending delivery by its attempt', () => {
    expect(nextStatus('pending', 'answered2xx')).toBe('delivered');
    expect(nextStatus('pending', 'failedWithTimeLeft')).toBe('pending');
    expect(nextStatus('pending', 'failedForGood')).toBe('failed');
  });
  it('moves a settled delivery only on redeliver', () => {
    expect(nextStatus('delivered', 'redeliver')).toBe('pending');
    expect(nextStatus('failed', 'redeliver')).toBe('pending');
    expect(nextStatus('delivered', 'answered2xx')).toBeNull();
    expect(nextStatus('failed', 'failedWithTimeLeft')).toBeNull();
  });
});
