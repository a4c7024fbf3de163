import { escapeHtml } from '@atelier/html';

export interface WelcomeFacts {
  /** The owner's name of the form the visitor signed up with. */
  formName: string;
  /** The form's submission message, said again in the mail; empty for none. */
  submissionMessage: string;
  /** The site the visitor signed up on, as an origin (https://kiln.example). */
  siteOrigin: string;
  /** The address signed up. */
  email: string;
  /** The unsubscribe page of the mail, absolute. */
  unsubscribeUrl: string;
}

/** The mail a visitor gets once their address joins a site's newsletter: what they signed up for, and how to leave. */
export function newsletterWelcome(facts: WelcomeFacts): {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
} {
  const site = new URL(facts.siteOrigin).host;
  const thanks = facts.submissionMessage || 'Thank you for signing up.';
  const text = [
    thanks,
    '',
    `${facts.email} signed up for ${facts.formName} on ${site}.`,
    '',
    `To get no more of it, open ${facts.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(thanks)}</p>`,
    `<p>${escapeHtml(facts.email)} signed up for ${escapeHtml(facts.formName)} on ${escapeHtml(site)}.</p>`,
    `<p style="color:#777;font-size:12px"><a href="${escapeHtml(facts.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    subject: `You are signed up: ${facts.formName}`,
    text,
    html,
    // Mail programs show their own unsubscribe button for this; the page asks before it acts.
    headers: { 'List-Unsubscribe': `<${facts.unsubscribeUrl}>` },
  };
}
