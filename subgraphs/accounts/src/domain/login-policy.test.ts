import { describe, expect, it } from 'vitest';
import { mayCheckPassword } from './login-policy.ts';

describe('mayCheckPassword', () => {
  it('lets a client try five times in the window, not six', () => {
    expect(mayCheckPassword({ clientAttempts: 5, addressAttempts: 5, emailFailures: 4 })).toBe(true);
    expect(mayCheckPassword({ clientAttempts: 6, addressAttempts: 6, emailFailures: 5 })).toBe(false);
  });
  it('follows the allowances in force', () => {
    const strict = { 'login-per-client': 3, 'login-per-address': 100, 'login-per-email': 50 };
    expect(mayCheckPassword({ clientAttempts: 4, addressAttempts: 4, emailFailures: 0 }, strict)).toBe(false);
    const lenient = { 'login-per-client': 10, 'login-per-address': 100, 'login-per-email': 50 };
    expect(mayCheckPassword({ clientAttempts: 8, addressAttempts: 8, emailFailures: 0 }, lenient)).toBe(true);
  });
  it('stops one address guessing across many emails', () => {
    expect(mayCheckPassword({ clientAttempts: 1, addressAttempts: 101, emailFailures: 0 })).toBe(false);
  });
  it('under attack, still lets a client try twice (one typo), not five times', () => {
    expect(mayCheckPassword({ clientAttempts: 1, addressAttempts: 1, emailFailures: 5000 })).toBe(true);
    expect(mayCheckPassword({ clientAttempts: 2, addressAttempts: 2, emailFailures: 50 })).toBe(true);
    expect(mayCheckPassword({ clientAttempts: 3, addressAttempts: 3, emailFailures: 50 })).toBe(false);
    expect(mayCheckPassword({ clientAttempts: 3, addressAttempts: 3, emailFailures: 49 })).toBe(true);
  });
});
