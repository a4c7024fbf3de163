import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import {
  checkFormDefinition,
  isHostedCaptcha,
  type FieldErrors,
  type FormDefinition,
  type FormValues,
  FORM_MESSAGES,
  hiddenFieldValues,
  sanitiseAnswers,
  submissionFailureMessage,
  characterCounter,
  validateAnswers,
} from '@atelier/forms';
import { CaptchaWidget, type CaptchaHandle } from '../shared/captcha-widget.tsx';
import { HostedCaptchaWidget } from './hosted-captcha-widget.tsx';
import { gatherAnswers } from './form-answers.ts';
import { postForm } from './form-requests.ts';

/**
 * A form block's behaviour (SPEC sections 4, 5 and 8), on the markup the theme's form.block drew:
 * the browser's checks, the server check, a submission key, then the submission; locked while
 * submitting (the button reads "Submitting…" throughout; while the submission itself is saved, the
 * status line beside it says "Saving…"), with every failure shown where the visitor will see it.
 */
export interface FormBlockOptions {
  /**
   * Takes the checked answers instead of submitting them to the form's owner (an additional-fields
   * form: its answers go into the cart with the item). Answers a refusal to show, or null.
   */
  onValid?(values: FormValues): Promise<string | null>;
  /** The submit button's label in place of the form's own. */
  submitLabel?: string;
}

export function bindFormBlock(element: HTMLElement, options: FormBlockOptions = {}): void {
  const form = element.querySelector('form');
  const formId = element.dataset.formId ?? '';
  let parsed: unknown;
  try {
    parsed = { ...JSON.parse(element.dataset.definition ?? ''), id: formId };
  } catch {
    parsed = null;
  }
  const checked = checkFormDefinition(parsed);
  if (!form || !checked.ok) return;
  const definition = checked.form;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const captchaRoot = form.querySelector<HTMLElement>('[data-captcha-root]');
  const captchaError = form.querySelector<HTMLElement>('[data-captcha-error]');
  const captcha = createRef<CaptchaHandle>();

  fillHiddenFields(form, definition);
  bindCounters(form, definition);
  if (options.submitLabel) {
    submit.dataset.submitLabel = options.submitLabel;
    submit.textContent = options.submitLabel;
  }

  if (options.onValid) {
    // Nothing is sent to the form's owner, so nothing needs a captcha.
    captchaRoot?.remove();
  } else if (captchaRoot && definition.captcha === 'builtin') {
    createRoot(captchaRoot).render(<CaptchaWidget ref={captcha} onSolved={() => show(captchaError, '')} />);
    // Solving starts when the visitor starts on the form, so it is done by the time they submit.
    form.addEventListener('focusin', () => captcha.current?.start(), { once: true });
  } else if (captchaRoot && isHostedCaptcha(definition.captcha) && captchaRoot.parentElement?.dataset.captchaSiteKey) {
    const { captchaSiteKey, captchaScript } = captchaRoot.parentElement.dataset;
    createRoot(captchaRoot).render(
      <HostedCaptchaWidget
        ref={captcha}
        provider={definition.captcha}
        siteKey={captchaSiteKey}
        scriptUrl={captchaScript ?? ''}
        onSolved={() => show(captchaError, '')}
      />,
    );
  } else if (captchaRoot) {
    captchaRoot.textContent = 'This form’s CAPTCHA is not available on this site yet. Please try again later.';
  }

  form.addEventListener('input', (event) => clearFieldError(event.target as Element));
  form.addEventListener('change', (event) => clearFieldError(event.target as Element));

  const status = statusLine(form, submit);
  const saving = (on: boolean) => {
    element.classList.toggle('is-saving', on);
    status.textContent = on ? FORM_MESSAGES.saving : '';
  };

  const lock = (label: string | null) => {
    submit.disabled = label !== null;
    submit.textContent = label ?? submit.dataset.submitLabel ?? 'Submit';
    form.toggleAttribute('aria-busy', label !== null);
    element.classList.toggle('is-submitting', label !== null);
    if (label === null) saving(false);
  };

  const fail = (message: string, errors: FieldErrors = {}) => {
    showFieldErrors(form, definition, errors);
    const hasFieldErrors = Object.keys(errors).length > 0;
    show(form.querySelector('[data-form-problem=above]'), hasFieldErrors ? FORM_MESSAGES.problemBelow : message);
    show(form.querySelector('[data-form-problem=below]'), hasFieldErrors ? FORM_MESSAGES.problemAbove : message);
    const first =
      form.querySelector<HTMLElement>('[data-field-error]:not([hidden])') ??
      form.querySelector<HTMLElement>('[data-form-problem]:not([hidden])');
    first?.closest<HTMLElement>('[data-field-id]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    lock(null);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    lock(FORM_MESSAGES.submitting);
    clearProblems(form);

    // The server reads the answers as gathered, through the same sanitising as the check here.
    const answers = gatherAnswers(form, definition);
    const sanitised = sanitiseAnswers(definition, answers);
    if (!sanitised.ok) return fail(FORM_MESSAGES.parseError);
    const errors = validateAnswers(definition, sanitised.values);
    if (Object.keys(errors).length) return fail(FORM_MESSAGES.fieldsInvalid, errors);
    if (options.onValid) {
      const refusal = await options.onValid(sanitised.values);
      return refusal ? fail(refusal) : lock(null);
    }
    const captchaKey = definition.captcha === 'none' ? null : (captcha.current?.token() ?? null);
    if (definition.captcha !== 'none' && !captchaKey) {
      show(captchaError, FORM_MESSAGES.captchaRequired);
      captcha.current?.start();
      return fail(FORM_MESSAGES.captchaRequired);
    }

    const check = await postForm(`/api/rest/forms/validate/${encodeURIComponent(formId)}`, answers);
    if (!check.ok) return failure(check.status, check.body);

    const key = await postForm('/api/form/FormSubmissionKey', {});
    const keyText = (key.body as { key?: unknown } | null)?.key;
    if (!key.ok || typeof keyText !== 'string')
      return fail(
        key.status === 429 ? submissionFailureMessage(429, key.body).message : FORM_MESSAGES.submissionKeyError,
      );

    saving(true);
    const saved = await postForm('/api/form/SaveFormSubmission', {
      formId,
      key: keyText,
      form: answers,
      captchaKey,
      pageUrl: location.href,
    });
    if (!saved.ok) return failure(saved.status, saved.body);
    succeed(element, form, definition);
  });

  function failure(status: number, body: unknown) {
    // The captcha answer is spent or suspect after any refusal: a fresh one is solved for the next try.
    captcha.current?.reset();
    if (status === 0) return fail(FORM_MESSAGES.unknownError);
    const outcome = submissionFailureMessage(status, body);
    fail(outcome.message, outcome.kind === 'fields' ? outcome.errors : {});
  }
}

/** Success: the owner's page, or the form gives way to the submission text and post-submit HTML. */
function succeed(element: HTMLElement, form: HTMLFormElement, definition: FormDefinition) {
  if (definition.successRedirect) {
    window.location.assign(definition.successRedirect);
    return;
  }
  form.hidden = true;
  const text = element.querySelector<HTMLElement>('[data-submission-text]');
  if (!text) return;
  if (definition.submissionHtml)
    text.insertAdjacentHTML('beforeend', `<div class="form-submission-html">${definition.submissionHtml}</div>`);
  text.hidden = false;
  text.focus();
  element.dispatchEvent(new CustomEvent('form:submitted', { bubbles: true, detail: { formId: definition.id } }));
}

/**
 * The line beside the submit button that names the saving state. It is in the page, empty, from
 * the start, so that a screen reader announces the words when they come.
 */
function statusLine(form: HTMLFormElement, submit: HTMLButtonElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-form-status]');
  if (existing) return existing;
  const line = document.createElement('p');
  line.className = 'form-status';
  line.dataset.formStatus = '';
  line.setAttribute('role', 'status');
  submit.after(line);
  return line;
}

function show(target: Element | null, message: string) {
  if (!(target instanceof HTMLElement)) return;
  target.textContent = message;
  target.hidden = message === '';
}

function clearProblems(form: HTMLFormElement) {
  for (const problem of form.querySelectorAll('[data-form-problem], [data-field-error]')) show(problem, '');
  for (const field of form.querySelectorAll('.has-error')) field.classList.remove('has-error');
}

function clearFieldError(target: Element) {
  const field = target.closest<HTMLElement>('[data-field-id]');
  if (!field?.classList.contains('has-error')) return;
  field.classList.remove('has-error');
  show(field.querySelector('[data-field-error]'), '');
  for (const input of field.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
}

function showFieldErrors(form: HTMLFormElement, definition: FormDefinition, errors: FieldErrors) {
  for (const field of definition.fields) {
    const root = form.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(field.id)}"]`);
    const message = errors[field.id] ?? '';
    if (!root) continue;
    root.classList.toggle('has-error', message !== '');
    show(root.querySelector('[data-field-error]'), message);
    for (const input of root.querySelectorAll('input, select, textarea'))
      input.toggleAttribute('aria-invalid', message !== '');
  }
}

/** Hidden fields take their value from the page's query string (SPEC section 5). */
function fillHiddenFields(form: HTMLFormElement, definition: FormDefinition) {
  const values = hiddenFieldValues(definition, window.location.search);
  for (const [id, value] of Object.entries(values)) {
    const input = form.querySelector<HTMLInputElement>(`input[type=hidden][data-field-id="${CSS.escape(id)}"]`);
    if (input) input.value = value;
  }
}

/** A text area or text field with a limit shows used/max as the visitor types, and says when it is over. */
function bindCounters(form: HTMLFormElement, definition: FormDefinition) {
  for (const field of definition.fields) {
    if ((field.type !== 'textarea' && field.type !== 'text') || !field.maxLength) continue;
    const root = form.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(field.id)}"]`);
    const input = root?.querySelector<HTMLInputElement | HTMLTextAreaElement>('textarea, input[type=text]');
    const counter = root?.querySelector<HTMLElement>('[data-field-counter]');
    if (!input || !counter) continue;
    const update = () => {
      const { used, max, over } = characterCounter(input.value, field.maxLength);
      counter.textContent = `${used}/${max}`;
      counter.classList.toggle('is-over', over);
    };
    input.addEventListener('input', update);
    update();
  }
}
