import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { checkComment, COMMENT_FORM_TEXTS, FORM_MESSAGES, likerIdOf } from '@atelier/forms';
import { CaptchaWidget, type CaptchaHandle } from '../shared/captcha-widget.tsx';
import { graphqlRequest } from '../shared/graphql-request.ts';
import { AddCommentDocument, LikePostDocument } from '../../graphql/generated/islands.ts';

type Slot = 'authorName' | 'body' | 'captcha' | 'form';

/** Where a refusal is shown, by the last name of its field path. */
const slotOf = (field: readonly string[] | null | undefined): Slot => {
  const last = field?.[field.length - 1];
  return last === 'authorName' || last === 'body' ? last : last === 'captchaKey' ? 'captcha' : 'form';
};

/**
 * A post's comment form, drawn by the server (render/comment-thread.ts): checked with the server's
 * rules, sent with the built-in captcha (solved while the visitor writes), and answered with the
 * note that the owner approves comments first. A refusal shows the server's words by its field and
 * solves a fresh captcha.
 */
export function bindCommentForm(form: HTMLFormElement): void {
  const postId = form.dataset.postId;
  const name = form.querySelector<HTMLInputElement>('input[name=authorName]');
  const body = form.querySelector<HTMLTextAreaElement>('textarea[name=body]');
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const captchaRoot = form.querySelector<HTMLElement>('[data-captcha-root]');
  const sent = form.querySelector<HTMLElement>('[data-comment-sent]');
  if (!postId || !name || !body || !submit || !captchaRoot || !sent) return;
  const slot = (which: Slot) => form.querySelector<HTMLElement>(`[data-comment-error="${which}"]`);
  const inputs = { authorName: name, body } as const;
  const captcha = createRef<CaptchaHandle>();
  createRoot(captchaRoot).render(<CaptchaWidget ref={captcha} onSolved={() => show(slot('captcha'), '')} />);
  form.addEventListener('focusin', () => captcha.current?.start());
  submit.disabled = false;

  const lock = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? COMMENT_FORM_TEXTS.sending : COMMENT_FORM_TEXTS.submit;
    form.toggleAttribute('aria-busy', busy);
  };
  const clear = () => {
    for (const which of ['authorName', 'body', 'captcha', 'form'] as const) show(slot(which), '');
    name.removeAttribute('aria-invalid');
    body.removeAttribute('aria-invalid');
  };
  const fail = (which: Slot, message: string) => {
    show(slot(which), message);
    if (which === 'authorName' || which === 'body') {
      inputs[which].setAttribute('aria-invalid', 'true');
      inputs[which].focus();
    }
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    clear();
    const checked = checkComment({ authorName: name.value, body: body.value });
    if (!checked.ok) {
      for (const problem of [...checked.problems].reverse()) fail(problem.field, problem.message);
      return;
    }
    const captchaKey = captcha.current?.token();
    if (!captchaKey) {
      captcha.current?.start();
      return fail('captcha', FORM_MESSAGES.captchaRequired);
    }
    lock(true);
    try {
      const { addComment } = await graphqlRequest(AddCommentDocument, {
        input: { postId, ...checked.value, captchaKey },
      });
      lock(false);
      if (addComment.comment) {
        for (const element of form.querySelectorAll<HTMLElement>('label, .comment-captcha, button'))
          element.hidden = true;
        sent.hidden = false;
        sent.tabIndex = -1;
        sent.focus();
        return;
      }
      captcha.current?.reset();
      for (const error of [...addComment.userErrors].reverse()) fail(slotOf(error.field), error.message);
    } catch {
      lock(false);
      captcha.current?.reset();
      fail('form', COMMENT_FORM_TEXTS.network);
    }
  });
}

/** The like button of a post (the template language's like-button): one like per visitor (this browser's liker id), the count the server's. */
export function bindLikeButton(button: HTMLElement): void {
  const postId = button.dataset.itemId;
  const count = button.querySelector<HTMLElement>('.like-count');
  if (!postId || !count) return;
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  button.setAttribute('aria-label', COMMENT_FORM_TEXTS.like);
  button.setAttribute('aria-pressed', 'false');
  const like = async () => {
    if (button.getAttribute('aria-pressed') === 'true') return;
    try {
      // Made and kept only once the visitor presses Like: a page read without liking stores nothing.
      const visitorId = likerIdOf(
        () => window.localStorage,
        () => crypto.randomUUID(),
      );
      const { likePost } = await graphqlRequest(LikePostDocument, { postId, visitorId });
      if (likePost.likeCount !== null && likePost.likeCount !== undefined) {
        count.textContent = String(likePost.likeCount);
        button.setAttribute('aria-pressed', 'true');
      }
    } catch {
      // A like that did not reach the site leaves the button as it was, to be pressed again.
    }
  };
  button.addEventListener('click', () => void like());
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void like();
  });
}

/** A message, or none; it is an alert only while shown. */
function show(target: HTMLElement | null, message: string) {
  if (!target) return;
  target.textContent = message;
  if (message) target.setAttribute('role', 'alert');
  else target.removeAttribute('role');
}
