/**
 * The demo's forms: a contact form with a field of every type (the Contact page shows it) and a
 * newsletter sign-up. Definitions are in the shape an owner's saveForm takes.
 */
export interface DemoForm {
  id: string;
  websiteId: string;
  notifyEmail: string | null;
  definition: Record<string, unknown>;
}

export const DEMO_CONTACT_FORM_ID = 'form_contact';
export const DEMO_NEWSLETTER_FORM_ID = 'form_newsletter';
/** The wool throw's additional-fields form: its woven label. */
export const DEMO_LABEL_FORM_ID = 'form_throw_label';

export const DEMO_FORMS: DemoForm[] = [
  {
    id: DEMO_LABEL_FORM_ID,
    websiteId: 'site_demo',
    notifyEmail: null,
    definition: {
      name: 'Woven label',
      submissionMessage: 'Added.',
      captcha: 'none',
      fields: [
        {
          id: 'initials',
          type: 'text',
          title: 'Initials on the label',
          description: 'Up to three letters.',
          required: true,
          maxLength: 3,
        },
        { id: 'thread', type: 'select', title: 'Thread', required: true, options: ['Ivory', 'Indigo', 'Rust'] },
      ],
    },
  },
  {
    id: DEMO_CONTACT_FORM_ID,
    websiteId: 'site_demo',
    notifyEmail: 'owner@atelier.test',
    definition: {
      name: 'Contact',
      submissionMessage: 'Thank you for writing. We answer every message within two working days.',
      submissionHtml: '',
      successRedirect: null,
      disclaimer: 'We use your details only to answer you.',
      captcha: 'builtin',
      fields: [
        { id: 'name', type: 'name', title: 'Name', required: true },
        { id: 'email', type: 'email', title: 'Email', required: true },
        { id: 'phone', type: 'phone', title: 'Phone', parts: 3 },
        { id: 'address', type: 'address', title: 'Address' },
        { id: 'about', type: 'section', title: 'Your visit' },
        { id: 'visit-date', type: 'date', title: 'Preferred date' },
        { id: 'visit-time', type: 'time', title: 'Preferred time' },
        {
          id: 'topic',
          type: 'select',
          title: 'Topic',
          required: true,
          options: ['An order', 'Trade prices', 'Workshop visit', 'Something else'],
        },
        { id: 'reply', type: 'radio', title: 'How should we reply?', options: ['Email', 'Phone'] },
        { id: 'interests', type: 'checkbox', title: 'Interests', options: ['Clothing', 'Tools', 'Workshops'] },
        {
          id: 'rating',
          type: 'likert',
          title: 'About the shop',
          questions: ['Finding things is easy', 'Delivery is fast'],
        },
        { id: 'subject', type: 'text', title: 'Subject' },
        { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 500 },
        { id: 'source', type: 'hidden', title: 'Campaign', queryKey: 'utm_source' },
      ],
    },
  },
  {
    id: DEMO_NEWSLETTER_FORM_ID,
    websiteId: 'site_demo',
    notifyEmail: null,
    definition: {
      name: 'Newsletter',
      submissionMessage: 'You are on the list. The next letter comes at the start of the month.',
      captcha: 'none',
      newsletter: true,
      fields: [{ id: 'email', type: 'email', title: 'Email address', required: true }],
    },
  },
];
