import { describe, expect, it } from 'vitest';
import { checkFormDefinition, type FormDefinition } from './form-definition.ts';
import { sanitiseAnswers } from './sanitise.ts';

function definition(fields: Record<string, unknown>[]): FormDefinition {
  const result = checkFormDefinition({ id: 'f', name: 'Form', fields });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.form;
}

const form = definition([
  { id: 'where', type: 'address', title: 'Address' },
  { id: 'when', type: 'date', title: 'Date' },
  { id: 'who', type: 'name', title: 'Name' },
  { id: 'at', type: 'time', title: 'Time' },
  { id: 'tel3', type: 'phone', title: 'Phone', parts: 3 },
  { id: 'tel4', type: 'phone', title: 'Phone with country', parts: 4 },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Shop', 'Blog', 'News'] },
  { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M'] },
  { id: 'colour', type: 'select', title: 'Colour', options: ['Red', 'Blue'] },
  { id: 'mood', type: 'likert', title: 'Mood', questions: ['Fast?', 'Kind?'] },
  { id: 'subject', type: 'text', title: 'Subject' },
  { id: 'email', type: 'email', title: 'Email' },
  { id: 'message', type: 'textarea', title: 'Message' },
  { id: 'source', type: 'hidden', title: 'Source', queryKey: 'src' },
  { id: 'part2', type: 'section', title: 'Part two' },
]);

const values = (raw: unknown) => {
  const result = sanitiseAnswers(form, raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.values;
};
const problems = (raw: unknown) => {
  const result = sanitiseAnswers(form, raw);
  return result.ok ? [] : result.problems;
};

describe('sanitiseAnswers (SPEC section 5, Sanitising)', () => {
  it('gives address, date, name and time a list of their part values, trimmed', () => {
    const v = values({
      where: [' 1 Main St ', '', 'Springfield', 'IL', '62701', 'US'],
      when: ['03', '14', '2024'],
      who: ['Ada', ' Lovelace'],
      at: ['9', '05', '', 'PM'],
    });
    expect(v.where).toEqual(['1 Main St', '', 'Springfield', 'IL', '62701', 'US']);
    expect(v.when).toEqual(['03', '14', '2024']);
    expect(v.who).toEqual(['Ada', 'Lovelace']);
    expect(v.at).toEqual(['9', '05', '', 'PM']);
  });

  it('gives a phone a list of four parts, a blank country prepended to three', () => {
    const v = values({ tel3: ['555', '123', '4567'], tel4: ['44', '20', '7946', '0958'] });
    expect(v.tel3).toEqual(['', '555', '123', '4567']);
    expect(v.tel4).toEqual(['44', '20', '7946', '0958']);
  });

  it('gives a checkbox the checked values, each once', () => {
    expect(values({ topics: ['Shop', 'News', 'Shop', ''] }).topics).toEqual(['Shop', 'News']);
    expect(values({ topics: [] }).topics).toEqual([]);
  });

  it('gives a radio the first checked value', () => {
    expect(values({ size: ['M', 'S'] }).size).toBe('M');
    expect(values({ size: 'S' }).size).toBe('S');
    expect(values({ size: [] }).size).toBe('');
  });

  it('gives a select its value', () => {
    expect(values({ colour: ' Blue ' }).colour).toBe('Blue');
  });

  it('gives a likert a map of question to answer, unanswered questions left out', () => {
    expect(values({ mood: { 'Fast?': '2', 'Kind?': '' } }).mood).toEqual({ 'Fast?': '2' });
    expect(values({ mood: {} }).mood).toEqual({});
  });

  it('gives text, email, text area and hidden fields a trimmed string', () => {
    const v = values({
      subject: '  Hello  ',
      email: ' user@domain.com\n',
      message: '\n Line one\nLine two \n',
      source: ' ad ',
    });
    expect(v).toMatchObject({
      subject: 'Hello',
      email: 'user@domain.com',
      message: 'Line one\nLine two',
      source: 'ad',
    });
  });

  it('skips sections, and gives every field left out (or null) an empty answer', () => {
    expect(values({ subject: null })).toEqual({
      where: ['', '', '', '', '', ''],
      when: ['', '', ''],
      who: ['', ''],
      at: ['', '', '', ''],
      tel3: ['', '', '', ''],
      tel4: ['', '', '', ''],
      topics: [],
      size: '',
      colour: '',
      mood: {},
      subject: '',
      email: '',
      message: '',
      source: '',
    });
  });

  it('reports an answer for a field the form does not have', () => {
    expect(problems({ subject: 'Hi', nickname: 'Ada' })).toEqual([
      { field: 'nickname', code: 'UNKNOWN_FIELD', message: 'This form has no field with the id nickname.' },
    ]);
    // An own key named like an Object.prototype member is a field id like any other.
    expect(problems(JSON.parse('{"constructor":"x","__proto__":"y"}'))).toEqual([
      { field: 'constructor', code: 'UNKNOWN_FIELD', message: 'This form has no field with the id constructor.' },
      { field: '__proto__', code: 'UNKNOWN_FIELD', message: 'This form has no field with the id __proto__.' },
    ]);
  });

  it('reports an answer sent for a section', () => {
    expect(problems({ part2: 'x' })).toEqual([
      { field: 'part2', code: 'NO_ANSWER_EXPECTED', message: '"Part two" is a section heading and takes no answer.' },
    ]);
  });

  it('reports answers that are not an object', () => {
    for (const raw of [null, 'subject=Hi', [['subject', 'Hi']], 1]) {
      expect(problems(raw)).toEqual([
        { field: '', code: 'ANSWERS_INVALID', message: 'Form answers are sent as an object keyed by field id.' },
      ]);
    }
  });

  it.each([
    ['subject', 42, 'The answer to "Subject" (text) should be text.'],
    ['email', ['user@domain.com'], 'The answer to "Email" (email) should be text.'],
    ['message', { text: 'x' }, 'The answer to "Message" (textarea) should be text.'],
    ['source', true, 'The answer to "Source" (hidden) should be text.'],
    ['colour', ['Red'], 'The answer to "Colour" (select) should be text.'],
    ['size', 1, 'The answer to "Size" (radio) should be the checked option.'],
    ['size', [1], 'The answer to "Size" (radio) should be the checked option.'],
    ['topics', 'Shop', 'The answer to "Topics" (checkbox) should be a list of the checked options.'],
    ['topics', ['Shop', 3], 'The answer to "Topics" (checkbox) should be a list of the checked options.'],
    ['mood', ['2'], 'The answer to "Mood" (likert) should be an object of question to answer.'],
    ['mood', { 'Fast?': 2 }, 'The answer to "Mood" (likert) should be an object of question to answer.'],
    ['where', '1 Main St', 'The answer to "Address" (address) should be a list of 6 texts, one per part.'],
    ['when', ['03', '14'], 'The answer to "Date" (date) should be a list of 3 texts, one per part.'],
    ['who', ['Ada', 7], 'The answer to "Name" (name) should be a list of 2 texts, one per part.'],
    ['at', ['9', '05', '00', 'PM', 'x'], 'The answer to "Time" (time) should be a list of 4 texts, one per part.'],
    ['tel3', ['1', '555', '123', '4567'], 'The answer to "Phone" (phone) should be a list of 3 texts, one per part.'],
    [
      'tel4',
      ['555', '123', '4567'],
      'The answer to "Phone with country" (phone) should be a list of 4 texts, one per part.',
    ],
  ])('reports %s sent as %j', (id, raw, message) => {
    expect(problems({ [id]: raw })).toEqual([{ field: id, code: 'WRONG_TYPE', message }]);
  });

  it('reports every problem at once', () => {
    expect(problems({ subject: 1, email: 2, extra: '' }).map((p) => p.field)).toEqual(['extra', 'subject', 'email']);
  });
});

describe('sanitising what was already sanitised', () => {
  it('reads a 3-part phone stored with its empty country code back as itself', () => {
    const form = checkFormDefinition({
      id: 'f',
      name: 'F',
      fields: [{ id: 'p', type: 'phone', title: 'Phone', parts: 3 }],
    });
    if (!form.ok) throw new Error('definition');
    const once = sanitiseAnswers(form.form, { p: ['555', '123', '4567'] });
    expect(once).toEqual({ ok: true, values: { p: ['', '555', '123', '4567'] } });
    expect(sanitiseAnswers(form.form, once.ok ? once.values : {})).toEqual(once);
    expect(sanitiseAnswers(form.form, { p: ['1', '555', '123', '4567'] }).ok).toBe(false);
  });
});
