import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('refuses the sixth attempt from one client within the window, and lets go after it', () => {
    let clock = 0;
    const throttle = createLoginThrottle({ perClient: 5, windowMs: 1000 }, () => clock);
    for (let i = 0; i < 5; i++) expect(throttle.begin('a@b.c', 'ip1')).toBe(true);
    expect(throttle.begin('a@b.c', 'ip1')).toBe(false);
    expect(throttle.begin('other@b.c', 'ip1')).toBe(true);
    expect(throttle.begin('a@b.c', 'ip2')).toBe(true);
    clock = 1000;
    expect(throttle.begin('a@b.c', 'ip1')).toBe(true);
  });

  it('counts attempts as they begin, so a parallel burst gets no more than the limit', () => {
    const throttle = createLoginThrottle({ perClient: 5 });
    const results = Array.from({ length: 20 }, () => throttle.begin('a@b.c', 'ip1'));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('bounds attempts on one email across many clients', () => {
    const throttle = createLoginThrottle({ perClient: 5, perEmail: 8 });
    const results = Array.from({ length: 20 }, (_, i) => throttle.begin('a@b.c', `ip${i}`));
    expect(results.filter(Boolean)).toHaveLength(8);
  });

  it('starts a client over after a correct password', () => {
    const throttle = createLoginThrottle({ perClient: 2 });
    throttle.begin('a@b.c', 'ip1');
    throttle.begin('a@b.c', 'ip1');
    throttle.succeeded('a@b.c', 'ip1');
    expect(throttle.begin('a@b.c', 'ip1')).toBe(true);
  });

  it('does not let a flood of other emails flush a count, and fails closed when full', () => {
    let clock = 0;
    const throttle = createLoginThrottle({ perClient: 2, maxKeys: 10, windowMs: 1000 }, () => clock);
    throttle.begin('target@b.c', 'ip1');
    throttle.begin('target@b.c', 'ip1');
    for (let i = 0; i < 20; i++) throttle.begin(`noise${i}@b.c`, 'ip1');
    expect(throttle.begin('target@b.c', 'ip1')).toBe(false);
    expect(throttle.begin('fresh@b.c', 'ip9')).toBe(false);
    clock = 1000;
    expect(throttle.begin('fresh@b.c', 'ip9')).toBe(true);
  });
});
