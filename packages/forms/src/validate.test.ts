import { describe, expect, it } from 'vitest';
import { checkFormDefinition, type FormDefinition } from './form-definition.ts';
import { sanitiseAnswers } from './sanitise.ts';
import { characterCounter, hiddenFieldValues, validateAnswers } from './validate.ts';

function definition(fields: Record<string, unknown>[]): FormDefinition {
  const result = checkFormDefinition({ id: 'f', name: 'Form', fields });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.form;
}

/** Answers go through the sanitiser first, as in the browser and on the server. */
function errorsOf(form: FormDefinition, raw: Record<string, unknown>) {
  const result = sanitiseAnswers(form, raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return validateAnswers(form, result.values);
}

const required = definition([
  { id: 'where', type: 'address', title: 'Address', required: true },
  { id: 'when', type: 'date', title: 'Date', required: true },
  { id: 'who', type: 'name', title: 'Name', required: true },
  { id: 'at', type: 'time', title: 'Time', required: true },
  { id: 'tel', type: 'phone', title: 'Phone', required: true },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Shop', 'Blog'], required: true },
  { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M'], required: true },
  { id: 'colour', type: 'select', title: 'Colour', options: ['Red', 'Blue'], required: true },
  { id: 'mood', type: 'likert', title: 'Mood', questions: ['Fast?', 'Kind?'], required: true },
  { id: 'subject', type: 'text', title: 'Subject', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'message', type: 'textarea', title: 'Message', required: true },
  { id: 'heading', type: 'section', title: 'More' },
]);

const optional = definition([
  { id: 'where', type: 'address', title: 'Address' },
  { id: 'tel', type: 'phone', title: 'Phone', parts: 4 },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Shop', 'Blog'] },
  { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M'] },
  { id: 'colour', type: 'select', title: 'Colour', options: ['Red', 'Blue'] },
  { id: 'mood', type: 'likert', title: 'Mood', questions: ['Fast?', 'Kind?'] },
  { id: 'subject', type: 'text', title: 'Subject' },
  { id: 'email', type: 'email', title: 'Email' },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
  { id: 'notes', type: 'textarea', title: 'Notes' },
  { id: 'source', type: 'hidden', title: 'Source', queryKey: 'src' },
  { id: 'initials', type: 'text', title: 'Initials', maxLength: 3 },
]);

describe('required fields (SPEC section 5, Forms)', () => {
  it('gives every required empty field "Required", keyed by field id; sections have none', () => {
    expect(errorsOf(required, {})).toEqual({
      where: 'Required',
      when: 'Required',
      who: 'Required',
      at: 'Required',
      tel: 'Required',
      topics: 'Required',
      size: 'Required',
      colour: 'Required',
      mood: 'Required',
      subject: 'Required',
      email: 'Required',
      message: 'Required',
    });
  });

  it('counts blanks as empty', () => {
    expect(errorsOf(required, { subject: '   ', message: '\n\n' })).toMatchObject({
      subject: 'Required',
      message: 'Required',
    });
  });

  it('takes a multi-part field with any one part filled', () => {
    const errors = errorsOf(required, {
      where: ['', '', '', '', '', 'US'],
      when: ['', '', '2024'],
      who: ['Ada', ''],
      at: ['', '', '', 'PM'],
      tel: ['', '', '4567'],
    });
    for (const id of ['where', 'when', 'who', 'at', 'tel']) expect(errors).not.toHaveProperty(id);
  });

  it('refuses a multi-part field whose every part is blank', () => {
    expect(errorsOf(required, { where: [' ', '', '', '', '', ''], tel: ['', '', ''] })).toMatchObject({
      where: 'Required',
      tel: 'Required',
    });
  });

  it('wants a checkbox checked, and a radio and a select given a value', () => {
    const errors = errorsOf(required, { topics: ['Blog'], size: 'M', colour: 'Red' });
    for (const id of ['topics', 'size', 'colour']) expect(errors).not.toHaveProperty(id);
    expect(errorsOf(required, { topics: [], size: [], colour: '' })).toMatchObject({
      topics: 'Required',
      size: 'Required',
      colour: 'Required',
    });
  });

  it('takes a likert with one question answered', () => {
    expect(errorsOf(required, { mood: { 'Kind?': '-2' } })).not.toHaveProperty('mood');
  });

  it('gives a complete form no errors', () => {
    expect(
      errorsOf(required, {
        where: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
        when: ['03', '14', '2024'],
        who: ['Ada', 'Lovelace'],
        at: ['9', '05', '00', 'PM'],
        tel: ['555', '123', '4567'],
        topics: ['Shop'],
        size: 'S',
        colour: 'Blue',
        mood: { 'Fast?': '2', 'Kind?': '0' },
        subject: 'Hello',
        email: 'user@domain.com',
        message: 'Hi there',
      }),
    ).toEqual({});
  });
});

describe('optional fields', () => {
  it('take blank answers of every type', () => {
    expect(errorsOf(optional, {})).toEqual({});
  });
});

describe('choices must be among the options', () => {
  it('refuses a checkbox, radio or select value the field does not offer', () => {
    expect(errorsOf(optional, { topics: ['Shop', 'Forum'], size: 'XL', colour: 'red' })).toEqual({
      topics: 'Choose one of the options shown.',
      size: 'Choose one of the options shown.',
      colour: 'Choose one of the options shown.',
    });
  });

  it('refuses a likert question the field does not ask, or an answer off the -2..2 scale', () => {
    expect(errorsOf(optional, { mood: { 'Fast?': '3' } })).toEqual({ mood: 'Choose one of the options shown.' });
    expect(errorsOf(optional, { mood: { 'Slow?': '1' } })).toEqual({ mood: 'Choose one of the options shown.' });
    expect(errorsOf(optional, { mood: { 'Fast?': 'Agree' } })).toEqual({ mood: 'Choose one of the options shown.' });
    for (const answer of ['-2', '-1', '0', '1', '2'])
      expect(errorsOf(optional, { mood: { 'Fast?': answer } })).toEqual({});
  });
});

describe('email field (SPEC section 5, Email field)', () => {
  it('takes a blank email when not required', () => {
    expect(errorsOf(optional, { email: '' })).toEqual({});
    expect(errorsOf(optional, { email: '   ' })).toEqual({});
  });

  it.each(['user@domain.com', 'a@b.c', 'first.last+tag@example.co.uk'])('takes %s', (email) => {
    expect(errorsOf(optional, { email })).toEqual({});
    expect(errorsOf(required, { email })).not.toHaveProperty('email');
  });

  it.each(['user', 'user@domain', '@domain.com', 'user@domain.', 'us er@domain.com', 'user@@domain.com', 'a@'])(
    'refuses %j with the format message',
    (email) => {
      expect(errorsOf(optional, { email })).toEqual({
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      });
    },
  );

  it('refuses more than 256 characters', () => {
    const at256 = `${'a'.repeat(245)}@domain.com`;
    expect(errorsOf(optional, { email: at256 })).toEqual({});
    expect(errorsOf(optional, { email: `a${at256}` })).toEqual({
      email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
    });
  });
});

describe('text area (SPEC section 5, Text area)', () => {
  it('refuses more than its limit, and takes exactly the limit', () => {
    expect(errorsOf(optional, { message: '12345678901' })).toEqual({
      message: 'You have exceeded the character limit',
    });
    expect(errorsOf(optional, { message: '1234567890' })).toEqual({});
  });

  it('counts characters, not UTF-16 units, and not the spaces around', () => {
    expect(errorsOf(optional, { message: '😀'.repeat(10) })).toEqual({});
    expect(errorsOf(optional, { message: '  1234567890  ' })).toEqual({});
  });

  it('counts used of max and says when it is over', () => {
    expect(characterCounter('hello', 10)).toEqual({ used: 5, max: 10, over: false });
    expect(characterCounter('1234567890', 10)).toEqual({ used: 10, max: 10, over: false });
    expect(characterCounter('12345678901', 10)).toEqual({ used: 11, max: 10, over: true });
    expect(characterCounter('', 10)).toEqual({ used: 0, max: 10, over: false });
    expect(characterCounter('é😀', 10)).toEqual({ used: 2, max: 10, over: false });
  });

  it('counts against the bound of any answer when the field has no limit', () => {
    expect(characterCounter('abc', null)).toEqual({ used: 3, max: 10_000, over: false });
  });
});

describe('text field with a limit (the text area’s rule of SPEC section 5)', () => {
  it('refuses more than its limit with the text area’s words, and takes exactly the limit', () => {
    expect(errorsOf(optional, { initials: 'ABCDE' })).toEqual({ initials: 'You have exceeded the character limit' });
    expect(errorsOf(optional, { initials: 'ABCD' })).toEqual({ initials: 'You have exceeded the character limit' });
    expect(errorsOf(optional, { initials: 'ABC' })).toEqual({});
    expect(errorsOf(optional, { initials: ' ÅÉ😀 ' })).toEqual({});
  });

  it('says Required first when a required one is blank, and a limit means nothing to a text field without one', () => {
    const form = definition([{ id: 'initials', type: 'text', title: 'Initials', required: true, maxLength: 3 }]);
    expect(errorsOf(form, { initials: '  ' })).toEqual({ initials: 'Required' });
    expect(errorsOf(optional, { subject: 'x'.repeat(500) })).toEqual({});
  });
});

describe('oversized answers', () => {
  const big = 'x'.repeat(10_001);

  it('refuses any answer over 10,000 characters', () => {
    const message = 'This answer is too long: at most 10,000 characters.';
    expect(errorsOf(optional, { subject: big, notes: big, source: big })).toEqual({
      subject: message,
      notes: message,
      source: message,
    });
    expect(errorsOf(optional, { where: ['x'.repeat(5000), 'x'.repeat(5001), '', '', '', ''] })).toEqual({
      where: message,
    });
    expect(errorsOf(optional, { subject: 'x'.repeat(10_000) })).toEqual({});
  });

  it('says a text area is over its own limit rather than the general one', () => {
    expect(errorsOf(optional, { message: big })).toEqual({ message: 'You have exceeded the character limit' });
  });
});

describe('validateAnswers on values not sanitised', () => {
  it('refuses a value of the wrong shape instead of reading it as empty', () => {
    expect(validateAnswers(optional, { subject: ['x'], topics: 'Shop', mood: ['1'] })).toEqual({
      subject: 'This answer could not be read.',
      topics: 'This answer could not be read.',
      mood: 'This answer could not be read.',
    });
  });
});

describe('hiddenFieldValues (SPEC section 5: hidden fields take their value from the query string)', () => {
  const form = definition([
    { id: 'source', type: 'hidden', title: 'Source', queryKey: 'utm_source' },
    { id: 'ref', type: 'hidden', title: 'Referrer', queryKey: 'ref' },
    { id: 'subject', type: 'text', title: 'Subject' },
  ]);

  it('takes each hidden field’s value from its key, empty when the key is absent', () => {
    expect(hiddenFieldValues(form, '?utm_source=news%20letter&subject=ignored')).toEqual({
      source: 'news letter',
      ref: '',
    });
    expect(hiddenFieldValues(form, new URLSearchParams({ ref: 'friend', utm_source: 'ad' }))).toEqual({
      source: 'ad',
      ref: 'friend',
    });
    expect(hiddenFieldValues(form, '')).toEqual({ source: '', ref: '' });
  });

  it('cuts an over-long value to the bound of an answer, so the form can still be sent', () => {
    const values = hiddenFieldValues(form, `ref=${'y'.repeat(20_000)}`);
    expect(values.ref).toHaveLength(10_000);
    expect(errorsOf(form, values)).toEqual({});
  });
});
