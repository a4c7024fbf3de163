import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS, linkExpiry, linkState } from './account-links.ts';

const issuedAt = new Date('2026-12-01T10:00:00Z');
const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('account links', () => {
  it('live 24 hours for a verification, 1 hour for a reset, 60 seconds for a hand-off', () => {
    expect(linkExpiry('verify-email', issuedAt)).toEqual(at(86_400));
    expect(linkExpiry('reset-password', issuedAt)).toEqual(at(3_600));
    expect(linkExpiry('session-handoff', issuedAt)).toEqual(at(60));
    expect(LINK_LIFETIME_SECONDS['session-handoff']).toBe(60);
  });

  it('work until their expiry, and not at it', () => {
    const link = { expiresAt: linkExpiry('reset-password', issuedAt), usedAt: null };
    expect(linkState(link, at(3_599))).toBe('valid');
    expect(linkState(link, at(3_600))).toBe('expired');
  });

  it('work once: a used link is used, before and after its expiry', () => {
    const link = { expiresAt: linkExpiry('verify-email', issuedAt), usedAt: at(10) };
    expect(linkState(link, at(11))).toBe('used');
    expect(linkState(link, at(90_000))).toBe('used');
  });
});
