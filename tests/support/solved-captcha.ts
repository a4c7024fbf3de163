import { encodeCaptchaSolution, solveChallenge, type CaptchaChallenge } from '@atelier/forms';
import type { HttpClient } from './http-client.ts';

/** The built-in captcha asked and solved as the page's island does: the key a form or comment sends. */
export async function solvedCaptcha(client: HttpClient): Promise<string> {
  const { json } = await client.graphql<{ captchaChallenge: CaptchaChallenge }>(
    '{ captchaChallenge { algorithm challenge salt maxNumber signature } }',
  );
  return encodeCaptchaSolution((await solveChallenge(json.data!.captchaChallenge))!);
}
