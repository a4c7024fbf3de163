import { describe, expect, it } from 'vitest';
import { answerFields, checkFormDefinition, newsletterEmailField, type FormDefinition } from './form-definition.ts';

const minimal = (over: Record<string, unknown> = {}) => ({
  id: 'contact',
  name: 'Contact',
  fields: [{ id: 'email', type: 'email', title: 'Email' }],
  ...over,
});
const withField = (field: Record<string, unknown>) => minimal({ fields: [{ id: 'f', title: 'Field', ...field }] });

function form(input: unknown): FormDefinition {
  const result = checkFormDefinition(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.form;
}
function errors(input: unknown): string[] {
  const result = checkFormDefinition(input);
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`);
}
function messages(input: unknown): string[] {
  const result = checkFormDefinition(input);
  return result.ok ? [] : result.errors.map((e) => e.message);
}

describe('checkFormDefinition: a form that may be saved', () => {
  it('reads every field type and fills in the defaults', () => {
    const read = form({
      id: 'contact-1',
      name: '  Contact us ',
      fields: [
        { id: 'name', type: 'name', title: 'Name', required: true },
        { id: 'email', type: 'email', title: 'Email', description: 'We reply here.', required: true },
        { id: 'when', type: 'date', title: 'Date' },
        { id: 'at', type: 'time', title: 'Time' },
        { id: 'where', type: 'address', title: 'Address' },
        { id: 'topics', type: 'checkbox', title: 'Topics', options: [' Shop ', 'Blog'] },
        { id: 'mood', type: 'likert', title: 'Mood', questions: ['Fast?', 'Kind?'] },
        { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M'] },
        { id: 'colour', type: 'select', title: 'Colour', options: ['Red'] },
        { id: 'tel', type: 'phone', title: 'Phone' },
        { id: 'subject', type: 'text', title: 'Subject', maxLength: 80 },
        { id: 'message', type: 'textarea', title: 'Message', maxLength: 500 },
        { id: 'source', type: 'hidden', title: 'Source', queryKey: 'utm_source' },
        { id: 'more', type: 'section', title: '' },
      ],
    });
    expect(read).toMatchObject({
      id: 'contact-1',
      name: 'Contact us',
      submissionMessage: '',
      submissionHtml: '',
      successRedirect: null,
      disclaimer: '',
      captcha: 'none',
      newsletter: false,
    });
    expect(read.fields).toHaveLength(14);
    expect(read.fields[0]).toEqual({ id: 'name', type: 'name', title: 'Name', description: '', required: true });
    expect(read.fields[5]).toMatchObject({ type: 'checkbox', options: ['Shop', 'Blog'], required: false });
    expect(read.fields[6]).toMatchObject({
      type: 'likert',
      questions: ['Fast?', 'Kind?'],
      scale: ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'],
    });
    expect(read.fields[9]).toMatchObject({ type: 'phone', parts: 3 });
    expect(read.fields[10]).toEqual({
      id: 'subject',
      type: 'text',
      title: 'Subject',
      description: '',
      required: false,
      maxLength: 80,
    });
    expect(read.fields[11]).toMatchObject({ type: 'textarea', maxLength: 500 });
    expect(read.fields[12]).toMatchObject({ type: 'hidden', queryKey: 'utm_source' });
    expect(answerFields(read).map((f) => f.id)).not.toContain('more');
  });

  it('keeps the owner’s own likert scale, a 4-part phone and an unlimited text area', () => {
    const scale = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
    expect(form(withField({ type: 'likert', questions: ['Q'], scale })).fields[0]).toMatchObject({ scale });
    expect(form(withField({ type: 'phone', parts: 4 })).fields[0]).toMatchObject({ parts: 4 });
    expect(form(withField({ type: 'textarea' })).fields[0]).toMatchObject({ maxLength: null });
    expect(form(withField({ type: 'textarea', maxLength: null })).fields[0]).toMatchObject({ maxLength: null });
    expect(form(withField({ type: 'text' })).fields[0]).toMatchObject({ maxLength: null });
  });

  it('keeps the submission texts, a redirect and the captcha setting', () => {
    const read = form(
      minimal({
        submissionMessage: 'Thanks!',
        submissionHtml: '<p>Thanks</p>',
        disclaimer: 'We keep your data.',
        successRedirect: '/thanks',
        captcha: 'turnstile',
      }),
    );
    expect(read).toMatchObject({
      submissionMessage: 'Thanks!',
      submissionHtml: '<p>Thanks</p>',
      disclaimer: 'We keep your data.',
      successRedirect: '/thanks',
      captcha: 'turnstile',
    });
  });

  it.each(['none', 'builtin', 'recaptcha', 'hcaptcha', 'turnstile'])('takes the captcha setting %s', (captcha) => {
    expect(form(minimal({ captcha })).captcha).toBe(captcha);
  });

  it.each(['/thanks', '/a/b?c=d#e', 'https://example.com/thanks', 'http://example.com'])(
    'takes the redirect %s',
    (successRedirect) => {
      expect(form(minimal({ successRedirect })).successRedirect).toBe(successRedirect);
    },
  );

  it('reads a blank redirect as none', () => {
    expect(form(minimal({ successRedirect: '  ' })).successRedirect).toBeNull();
    expect(form(minimal({ successRedirect: null })).successRedirect).toBeNull();
  });

  it('takes 100 fields', () => {
    const fields = Array.from({ length: 100 }, (_, i) => ({ id: `f${i}`, type: 'text', title: `Field ${i}` }));
    expect(form(minimal({ fields })).fields).toHaveLength(100);
  });
});

describe('checkFormDefinition: what is refused', () => {
  it('refuses what is not an object', () => {
    for (const input of [null, 'form', [], 3]) {
      expect(checkFormDefinition(input)).toEqual({
        ok: false,
        errors: [{ field: '', code: 'FORM_INVALID', message: 'A form definition must be an object.' }],
      });
    }
  });

  it('wants an id, a name and fields', () => {
    expect(errors({})).toEqual(['id:ID_REQUIRED', 'name:REQUIRED', 'fields:FIELDS_REQUIRED']);
    expect(messages({})).toEqual([
      'A form needs an id.',
      'A form name is required.',
      'A form needs at least one field.',
    ]);
    expect(errors(minimal({ fields: [] }))).toEqual(['fields:FIELDS_REQUIRED']);
  });

  it('refuses more than 100 fields', () => {
    const fields = Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, type: 'text', title: `Field ${i}` }));
    expect(errors(minimal({ fields }))).toEqual(['fields:TOO_MANY_FIELDS']);
    expect(messages(minimal({ fields }))).toEqual(['A form may have at most 100 fields.']);
  });

  it.each(['has space', '-leading', '__proto__', 'a'.repeat(65), 'é'])('refuses the field id %j', (id) => {
    expect(errors(minimal({ fields: [{ id, type: 'text', title: 'T' }] }))).toEqual(['fields[0].id:ID_INVALID']);
  });

  it('says how an id is written', () => {
    expect(messages(minimal({ id: 'a b' }))).toEqual([
      "A form's id may use letters, digits, hyphens and underscores, starting with a letter or digit, at most 64 characters.",
    ]);
  });

  it('refuses a field id used twice, naming the second', () => {
    const fields = [
      { id: 'a', type: 'text', title: 'A' },
      { id: 'b', type: 'text', title: 'B' },
      { id: 'a', type: 'email', title: 'C' },
    ];
    expect(errors(minimal({ fields }))).toEqual(['fields[2].id:ID_REPEATED']);
    expect(messages(minimal({ fields }))).toEqual(['Another field already has the id a.']);
  });

  it('refuses a field that is not an object or of no known type', () => {
    expect(errors(minimal({ fields: ['text'] }))).toEqual(['fields[0]:FIELD_INVALID']);
    expect(errors(withField({ type: 'signature' }))).toEqual(['fields[0].type:TYPE_UNKNOWN']);
    expect(messages(withField({ type: 'signature' }))).toEqual([
      "A field's type is one of date, name, time, address, checkbox, likert, radio, select, phone, email, text, textarea, hidden, section.",
    ]);
  });

  it('wants a title of at most 200 characters, except on a section', () => {
    expect(errors(withField({ type: 'text', title: '  ' }))).toEqual(['fields[0].title:REQUIRED']);
    expect(messages(withField({ type: 'text', title: '' }))).toEqual(['A field title is required.']);
    expect(errors(withField({ type: 'text', title: 'x'.repeat(201) }))).toEqual(['fields[0].title:TOO_LONG']);
    expect(messages(withField({ type: 'text', title: 'x'.repeat(201) }))).toEqual([
      'A field title may be at most 200 characters.',
    ]);
    expect(errors(withField({ type: 'text', title: 'x'.repeat(200) }))).toEqual([]);
    expect(errors(withField({ type: 'section', title: '' }))).toEqual([]);
  });

  it('refuses values of the wrong JSON type', () => {
    expect(errors(withField({ type: 'text', title: 5 }))).toEqual(['fields[0].title:WRONG_TYPE']);
    expect(errors(withField({ type: 'text', required: 'yes' }))).toEqual(['fields[0].required:WRONG_TYPE']);
    expect(errors(minimal({ name: ['Contact'] }))).toEqual(['name:WRONG_TYPE']);
    expect(messages(minimal({ name: ['Contact'] }))).toEqual(['A form name must be text.']);
  });

  it('bounds the description, the submission texts and the disclaimer', () => {
    expect(errors(withField({ type: 'text', description: 'x'.repeat(1001) }))).toEqual([
      'fields[0].description:TOO_LONG',
    ]);
    expect(
      errors(
        minimal({
          submissionMessage: 'x'.repeat(5001),
          submissionHtml: 'x'.repeat(20_001),
          disclaimer: 'x'.repeat(5001),
        }),
      ),
    ).toEqual(['submissionMessage:TOO_LONG', 'submissionHtml:TOO_LONG', 'disclaimer:TOO_LONG']);
    expect(messages(minimal({ submissionHtml: 'x'.repeat(20_001) }))).toEqual([
      'The submission HTML may be at most 20,000 characters.',
    ]);
  });

  it.each(['checkbox', 'radio', 'select'])('wants options on a %s field', (type) => {
    expect(errors(withField({ type }))).toEqual(['fields[0].options:OPTIONS_REQUIRED']);
    expect(errors(withField({ type, options: [] }))).toEqual(['fields[0].options:OPTIONS_REQUIRED']);
    expect(messages(withField({ type, options: [] }))).toEqual(['Add at least one option.']);
  });

  it('refuses blank, repeated, over-long and non-text options, and more than 100', () => {
    expect(errors(withField({ type: 'select', options: ['A', ' ', 'A', 'x'.repeat(201), 7] }))).toEqual([
      'fields[0].options[1]:REQUIRED',
      'fields[0].options[2]:OPTION_REPEATED',
      'fields[0].options[3]:TOO_LONG',
      'fields[0].options[4]:WRONG_TYPE',
    ]);
    expect(messages(withField({ type: 'radio', options: ['A', 'A '] }))).toEqual(['The option "A" is listed twice.']);
    const many = Array.from({ length: 101 }, (_, i) => `Option ${i}`);
    expect(errors(withField({ type: 'checkbox', options: many }))).toEqual(['fields[0].options:TOO_MANY_OPTIONS']);
    expect(messages(withField({ type: 'checkbox', options: many }))).toEqual(['A field may have at most 100 options.']);
  });

  it('wants likert questions and a scale of exactly five labels', () => {
    expect(errors(withField({ type: 'likert' }))).toEqual(['fields[0].questions:QUESTIONS_REQUIRED']);
    expect(errors(withField({ type: 'likert', questions: ['Q', 'Q'] }))).toEqual([
      'fields[0].questions[1]:QUESTION_REPEATED',
    ]);
    expect(errors(withField({ type: 'likert', questions: ['Q'], scale: ['No', 'Yes'] }))).toEqual([
      'fields[0].scale:SCALE_INVALID',
    ]);
    expect(messages(withField({ type: 'likert', questions: ['Q'], scale: ['No', 'Yes'] }))).toEqual([
      'A likert scale has exactly 5 labels, from most disagreeing to most agreeing.',
    ]);
    expect(errors(withField({ type: 'likert', questions: ['Q'], scale: ['a', 'b', '', 'd', 'e'] }))).toEqual([
      'fields[0].scale[2]:REQUIRED',
    ]);
  });

  it.each([0, 10_001, 1.5, '500', -1])('refuses the text area and text field limit %j', (maxLength) => {
    expect(errors(withField({ type: 'textarea', maxLength }))).toEqual(['fields[0].maxLength:MAX_LENGTH_INVALID']);
    expect(errors(withField({ type: 'text', maxLength }))).toEqual(['fields[0].maxLength:MAX_LENGTH_INVALID']);
  });

  it('takes text area and text field limits from 1 to 10,000', () => {
    expect(errors(withField({ type: 'textarea', maxLength: 1 }))).toEqual([]);
    expect(errors(withField({ type: 'textarea', maxLength: 10_000 }))).toEqual([]);
    expect(form(withField({ type: 'text', maxLength: 3 })).fields[0]).toMatchObject({ type: 'text', maxLength: 3 });
    expect(messages(withField({ type: 'textarea', maxLength: 0 }))).toEqual([
      'A character limit is a whole number from 1 to 10,000, or none.',
    ]);
  });

  it.each([2, 5, '4'])('refuses a phone of %j parts', (parts) => {
    expect(errors(withField({ type: 'phone', parts }))).toEqual(['fields[0].parts:PARTS_INVALID']);
  });

  it('wants a hidden field’s query-string key, and refuses a required hidden field or section', () => {
    expect(errors(withField({ type: 'hidden' }))).toEqual(['fields[0].queryKey:REQUIRED']);
    expect(messages(withField({ type: 'hidden' }))).toEqual(["A hidden field's query-string key is required."]);
    expect(errors(withField({ type: 'hidden', queryKey: 'ref', required: true }))).toEqual([
      'fields[0].required:REQUIRED_NOT_ALLOWED',
    ]);
    expect(messages(withField({ type: 'hidden', queryKey: 'ref', required: true }))).toEqual([
      'A hidden field cannot be required: visitors cannot fill it in.',
    ]);
    expect(errors(withField({ type: 'section', required: true }))).toEqual(['fields[0].required:REQUIRED_NOT_ALLOWED']);
  });

  it.each([
    '//evil.example',
    'javascript:alert(1)',
    'ftp://example.com',
    'thanks',
    '/a b',
    '/\\evil.example',
    `/${'x'.repeat(2048)}`,
    5,
  ])('refuses the redirect %j', (successRedirect) => {
    expect(errors(minimal({ successRedirect }))).toEqual([
      typeof successRedirect === 'number' ? 'successRedirect:WRONG_TYPE' : 'successRedirect:REDIRECT_INVALID',
    ]);
  });

  it('takes a newsletter sign-up whose required email field is the address', () => {
    const signUp = form(
      minimal({ newsletter: true, fields: [{ id: 'addr', type: 'email', title: 'Email', required: true }] }),
    );
    expect(signUp.newsletter).toBe(true);
    expect(newsletterEmailField(signUp)?.id).toBe('addr');
  });

  it('refuses a newsletter sign-up without a required email field, or a flag that is not true or false', () => {
    expect(errors(minimal({ newsletter: true }))).toEqual(['newsletter:NEWSLETTER_EMAIL_REQUIRED']);
    expect(messages(minimal({ newsletter: true }))).toEqual([
      'A newsletter sign-up needs a required email field: its answer is the address that joins the newsletter.',
    ]);
    expect(errors(minimal({ newsletter: 'yes' }))).toEqual(['newsletter:WRONG_TYPE']);
  });

  it('refuses an unknown captcha provider', () => {
    expect(errors(minimal({ captcha: 'friendly' }))).toEqual(['captcha:CAPTCHA_INVALID']);
    expect(messages(minimal({ captcha: 'friendly' }))).toEqual([
      'A captcha setting is one of none, builtin, recaptcha, hcaptcha, turnstile.',
    ]);
  });

  it('reports every problem in one pass', () => {
    const input = { id: '', name: '', fields: [{ id: 'a', type: 'radio', title: '' }], captcha: 'x' };
    expect(errors(input)).toEqual([
      'id:ID_REQUIRED',
      'name:REQUIRED',
      'fields[0].title:REQUIRED',
      'fields[0].options:OPTIONS_REQUIRED',
      'captcha:CAPTCHA_INVALID',
    ]);
  });
});
