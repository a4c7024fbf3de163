import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, newId, ok, Refusal, unlessRefused, type FieldPath, type Outcome } from '@atelier/platform';
import { Owner } from '../entities/owner.ts';
import { parseNewOwner, type NewOwnerInput } from '../domain/owner-input.ts';
import { alreadyRegisteredMail, verificationMail, type AccountMailText } from '../domain/account-mails.ts';
import { refuse } from '../errors.ts';
import type { AccountsErrorCode } from '../generated/resolvers-types.ts';
import { issueLink } from './account-links.ts';
import { mailAccount } from './account-mail.ts';
import type { Context } from '../context.ts';

export interface SignUpRequest extends NewOwnerInput {
  captchaToken?: string | null;
}

const CAPTCHA: FieldPath = ['input', 'captchaToken'];

/**
 * A new owner, unverified, and a verification link mailed to them. Input, limits and the captcha
 * come first; then one transaction spends the captcha and inserts the owner unless the email has
 * one already. Both ways answer alike (the password is hashed either way, and a mail goes either
 * way): an address that has an account is mailed a note saying so, with sign-in and reset links.
 */
export async function signUp(ctx: Context, request: SignUpRequest): Promise<Outcome<void, AccountsErrorCode>> {
  const siteId = ctx.siteId;
  const origin = ctx.siteOrigin;
  if (!siteId || !origin) return refuse('ORIGIN_UNKNOWN');
  const parsed = parseNewOwner(request);
  if (!parsed.ok) return parsed;
  const { name, email, password } = parsed.value;
  if (!(await ctx.limits.signUp(ctx.clientAddress)) || !(await ctx.limits.mail(ctx.clientAddress, email)))
    return refuse('RATE_LIMITED');
  const captcha = await ctx.captcha.check('builtin', request.captchaToken, siteId);
  if (!captcha.ok) return refuse(captcha.code === 'CAPTCHA_REQUIRED' ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_INVALID', CAPTCHA);
  const passwordHash = await hashPassword(password);

  const stored: Outcome<AccountMailText, AccountsErrorCode> = await unlessRefused(() =>
    ctx.em.transactional(async (em) => {
      if (!(await captcha.spend(em))) throw new Refusal(refuse('CAPTCHA_INVALID', CAPTCHA));
      const id = newId('owner');
      // Two sign-ups for one address at once: one inserts, the other finds it taken and is answered as taken.
      const inserted = (await em.execute(
        `insert into "accounts"."owner" ("id", "email", "name", "password_hash") values (?, ?, ?, ?) on conflict ("email") do nothing returning "id"`,
        [id, email, name, passwordHash],
      )) as unknown[];
      if (inserted.length === 1)
        return ok(verificationMail(origin, name, issueLink(em, id, 'verify-email', { email }), false));
      return ok(await alreadyRegistered(em, email, origin));
    }),
  );
  if (!stored.ok) return stored;
  await mailAccount(ctx.mailer, email, stored.value);
  return ok(undefined);
}

/** The note to an address that has an account; with a fresh verification link while it is not verified yet. */
async function alreadyRegistered(em: EntityManager, email: string, origin: string) {
  const owner = await em.findOneOrFail(Owner, { email });
  const verify = owner.emailVerifiedAt ? undefined : issueLink(em, owner.id, 'verify-email', { email });
  return alreadyRegisteredMail(origin, owner.name, 'sign-up', verify);
}

/** Sign-up captchas spent and past their expiry: they could not be answered again anyway. */
export async function removeSpentCaptchas(em: EntityManager, now = new Date()): Promise<number> {
  const removed = await em.execute<unknown[]>(
    `delete from "accounts"."spent_captcha" where "expires_at" < ? returning "challenge"`,
    [now],
  );
  return removed.length;
}
