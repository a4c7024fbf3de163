import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('blocks after the fifth failure within the window and lets go after it', () => {
    let clock = 0;
    const throttle = createLoginThrottle({ maxFailures: 5, windowMs: 1000, now: () => clock });
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@b.c');
    expect(throttle.isBlocked('a@b.c')).toBe(false);
    throttle.recordFailure('a@b.c');
    expect(throttle.isBlocked('a@b.c')).toBe(true);
    expect(throttle.isBlocked('other@b.c')).toBe(false);
    clock = 1000;
    expect(throttle.isBlocked('a@b.c')).toBe(false);
  });
  it('forgets failures after a successful sign-in', () => {
    const throttle = createLoginThrottle({ maxFailures: 2 });
    throttle.recordFailure('a@b.c');
    throttle.reset('a@b.c');
    throttle.recordFailure('a@b.c');
    expect(throttle.isBlocked('a@b.c')).toBe(false);
  });
});
