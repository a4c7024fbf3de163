import { describe, expect, it } from 'vitest';
import { entryAnswerLines, entryFormIds } from './entry-answers.ts';

const FORM = JSON.stringify({
  id: 'form_grind',
  name: 'Grind',
  captcha: 'none',
  fields: [
    { id: 'grind', type: 'select', title: 'Grind', options: ['Whole bean', 'Espresso'] },
    { id: 'note', type: 'text', title: 'Note' },
  ],
});

describe('entryAnswerLines', () => {
  it('shows a gift card’s recipient and message', () => {
    expect(
      entryAnswerLines(
        JSON.stringify({ recipientEmail: 'ada@example.com', giftMessage: 'Happy birthday' }),
        'GIFT_CARD',
        null,
      ),
    ).toEqual(['For: ada@example.com', 'Message: Happy birthday']);
  });
  it('shows a form’s answers under their titles, N/A for none, in the form’s order', () => {
    expect(entryAnswerLines(JSON.stringify({ grind: 'Espresso' }), 'PHYSICAL', FORM)).toEqual([
      'Grind: Espresso',
      'Note: N/A',
    ]);
  });
  it('shows nothing for no answers, unreadable answers, or a form it cannot read', () => {
    expect(entryAnswerLines(null, 'PHYSICAL', FORM)).toEqual([]);
    expect(entryAnswerLines('{oops', 'PHYSICAL', FORM)).toEqual([]);
    expect(entryAnswerLines('{"grind":"Espresso"}', 'PHYSICAL', '{oops')).toEqual([]);
  });
});

describe('answers titled by a form as the forms query gives it', () => {
  it('reads a definitionJson that does not repeat the form’s id', () => {
    const definitionJson = JSON.stringify({
      name: 'Woven label',
      captcha: 'none',
      fields: [{ id: 'initials', type: 'text', title: 'Initials on the label', required: true }],
    });
    expect(entryAnswerLines('{"initials":"ADA"}', 'PHYSICAL', definitionJson)).toEqual(['Initials on the label: ADA']);
  });
});

describe('entryFormIds', () => {
  it('names each form whose answers an entry carries once, in the entries’ order', () => {
    const entry = (formId: string | null, additionalFields: string | null) => ({
      additionalFields,
      product: { additionalFieldsFormId: formId },
    });
    expect(
      entryFormIds([
        entry('form_b', '{}'),
        entry('form_a', '{"x":"y"}'),
        entry('form_b', '{}'),
        entry('form_c', null),
        entry(null, '{}'),
      ]),
    ).toEqual(['form_b', 'form_a']);
  });
});
