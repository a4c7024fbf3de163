import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { checkRestockEmail, RESTOCK_MESSAGES, restockSuccessText } from '@atelier/forms';
import { CaptchaWidget, type CaptchaHandle } from '../shared/captcha-widget.tsx';
import { postForm } from './form-requests.ts';
import { offersRestock, VARIANT_CHANGE_EVENT, type ProductBlock } from './product-block.ts';
import type { RestockErrorCode } from '../../graphql/generated/error-codes.ts';

/** The sign-up path of SPEC section 7, as legacy embeds call it. */
export const RESTOCK_SIGN_UP_PATH = '/api/site-users/account/notifications/restock';

/** What the box says on its own; what the server refuses with is shown as the server wrote it (SPEC section 8). */
export const RESTOCK_BOX_TEXTS = {
  submit: 'Notify me',
  signingUp: 'Signing up…',
  network: 'We could not reach the store to sign you up. Check your connection and try again.',
  unknown: 'Something went wrong signing you up. Please try again.',
  noVariant: 'Choose the sold-out option you would like to hear about.',
} as const;

type Slot = 'email' | 'captcha' | 'form';

/** Where a refusal is shown: beside the address, beside the captcha, or under the form. */
const SLOT_OF_CODE: Readonly<Partial<Record<RestockErrorCode, Slot>>> = {
  EMAIL_BLANK: 'email',
  EMAIL_INVALID: 'email',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
};

interface RefusalBody {
  error?: unknown;
  code?: unknown;
}

/**
 * A product block's restock box (SPEC sections 4, 5 and 8), on the markup of the theme's
 * restock-box.block: the block shows it while the chosen variant is sold out; the visitor's address
 * is checked with the server's rule, the captcha asked for when the site wants one, and the
 * sign-up sent for the variant chosen in that block. Success replaces the form with the store's
 * success text; a refusal shows the server's message and resets the captcha.
 */
export function bindRestockBox(element: HTMLElement, block: ProductBlock): void {
  const form = element.querySelector('form');
  const email = form?.querySelector<HTMLInputElement>('input[name=siteVisitorEmail]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!form || !email || !submit) return;
  const join = form.querySelector<HTMLInputElement>('input[name=isJoinMailingList]');
  const success = element.querySelector<HTMLElement>('[data-restock-success]');
  const slot = (name: Slot) => form.querySelector<HTMLElement>(`[data-restock-error="${name}"]`);
  const captchaRoot = form.querySelector<HTMLElement>('[data-captcha-root]');
  const captchaRequired = element.hasAttribute('data-captcha-required');
  const captcha = createRef<CaptchaHandle>();
  const usesCaptcha = captchaRequired && captchaRoot !== null;
  // A solved captcha is spent by a sign-up: the next one solves a fresh challenge.
  let captchaSpent = false;
  // Bumped when the selection changes, so that an answer for the variant left behind is not shown.
  let generation = 0;

  if (usesCaptcha) {
    createRoot(captchaRoot).render(<CaptchaWidget ref={captcha} onSolved={() => show(slot('captcha'), '')} />);
    // Solving starts when the visitor starts on the box, so it is usually done by the time they submit.
    form.addEventListener('focusin', () => {
      if (captchaSpent) {
        captchaSpent = false;
        captcha.current?.reset();
      } else captcha.current?.start();
    });
  }

  const lock = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? RESTOCK_BOX_TEXTS.signingUp : (submit.dataset.submitLabel ?? RESTOCK_BOX_TEXTS.submit);
    form.toggleAttribute('aria-busy', busy);
    element.classList.toggle('is-submitting', busy);
  };

  const clearErrors = () => {
    for (const name of ['email', 'captcha', 'form'] as const) show(slot(name), '');
    email.removeAttribute('aria-invalid');
  };

  const fail = (where: Slot, message: string) => {
    const target = where === 'captcha' && !usesCaptcha ? 'form' : where;
    show(slot(target) ?? slot('form'), message);
    if (target === 'email') {
      email.setAttribute('aria-invalid', 'true');
      email.focus();
    }
  };

  email.addEventListener('input', () => {
    if (!email.hasAttribute('aria-invalid')) return;
    email.removeAttribute('aria-invalid');
    show(slot('email'), '');
  });

  // Another selection: the messages of the last one go; after a sign-up the box starts afresh.
  block.element.addEventListener(VARIANT_CHANGE_EVENT, () => {
    generation += 1;
    clearErrors();
    lock(false);
    if (form.hidden) {
      form.hidden = false;
      if (success) success.hidden = true;
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    clearErrors();
    const state = block.state();
    if (!offersRestock(block.element, state) || !state.variant) return fail('form', RESTOCK_BOX_TEXTS.noVariant);
    const checked = checkRestockEmail(email.value);
    if (!checked.ok) return fail('email', checked.message);
    let captchaToken: string | undefined;
    if (usesCaptcha) {
      captchaToken = captcha.current?.token() ?? undefined;
      if (!captchaToken || captchaSpent) {
        if (captchaSpent) {
          captchaSpent = false;
          captcha.current?.reset();
        } else captcha.current?.start();
        return fail('captcha', RESTOCK_MESSAGES.captchaRequired);
      }
    }

    const sent = generation;
    lock(true);
    const answer = await postForm(RESTOCK_SIGN_UP_PATH, {
      productId: block.productId,
      variantId: state.variant.id,
      siteVisitorEmail: checked.email,
      isJoinMailingList: join?.checked ?? false,
      ...(captchaToken ? { captchaToken } : {}),
    });
    if (sent !== generation) return;
    lock(false);
    if (answer.ok && (answer.body as { signedUp?: unknown } | null)?.signedUp === true) {
      captchaSpent = usesCaptcha;
      return succeed();
    }
    // The captcha answer is spent or suspect after any refusal: a fresh one is solved for the next try.
    if (usesCaptcha) captcha.current?.reset();
    if (answer.status === 0) return fail('form', RESTOCK_BOX_TEXTS.network);
    const body = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as RefusalBody;
    const message = typeof body.error === 'string' && body.error.trim() ? body.error : RESTOCK_BOX_TEXTS.unknown;
    fail((typeof body.code === 'string' && SLOT_OF_CODE[body.code as RestockErrorCode]) || 'form', message);
  });

  function succeed() {
    form!.hidden = true;
    if (!success) return;
    success.textContent = restockSuccessText(element.dataset.successText);
    success.hidden = false;
    success.focus();
    element.dispatchEvent(
      new CustomEvent('restock:signed-up', {
        bubbles: true,
        detail: { productId: block.productId, variantId: block.state().variant?.id },
      }),
    );
  }
}

/** A message, or none; it is an alert only while shown, so that a page's alerts are only what it says now. */
function show(target: HTMLElement | null, message: string) {
  if (!target) return;
  target.textContent = message;
  target.hidden = message === '';
  if (message) target.setAttribute('role', 'alert');
  else target.removeAttribute('role');
}
