import { describe, expect, it } from 'vitest';
import { checkFormDefinition, type FormDefinition } from './form-definition.ts';
import { summariseSubmission, summaryField, summaryFieldLines, summaryLines } from './form-summary.ts';
import { sanitiseAnswers } from './sanitise.ts';

const form: FormDefinition = (() => {
  const result = checkFormDefinition({
    id: 'f',
    name: 'Form',
    fields: [
      { id: 'where', type: 'address', title: 'Address' },
      { id: 'who', type: 'name', title: 'Name' },
      { id: 'tel3', type: 'phone', title: 'Phone' },
      { id: 'tel4', type: 'phone', title: 'Phone abroad', parts: 4 },
      { id: 'when', type: 'date', title: 'Date' },
      { id: 'at', type: 'time', title: 'Time' },
      { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Shop', 'Blog', 'News'] },
      { id: 'mood', type: 'likert', title: 'Mood', questions: ['Fast?', 'Kind?', 'Clear?'] },
      {
        id: 'freq',
        type: 'likert',
        title: 'Frequency',
        questions: ['Visits'],
        scale: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'],
      },
      { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M'] },
      { id: 'colour', type: 'select', title: 'Colour', options: ['Red'] },
      { id: 'subject', type: 'text', title: 'Subject' },
      { id: 'email', type: 'email', title: 'Email' },
      { id: 'message', type: 'textarea', title: 'Message' },
      { id: 'source', type: 'hidden', title: 'Source', queryKey: 'src' },
      { id: 'heading', type: 'section', title: 'More' },
    ],
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.form;
})();

function summary(raw: Record<string, unknown>, noAnswerText?: string) {
  const result = sanitiseAnswers(form, raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return summariseSubmission(form, result.values, { noAnswerText });
}
const byTitle = (raw: Record<string, unknown>) =>
  Object.fromEntries(summary(raw).map((field) => [field.rawTitle, field]));

describe('form summary values (SPEC section 3)', () => {
  it('names the parts of an address Line1, Line2, City, State, Zip, Country', () => {
    const field = byTitle({ where: ['1 Main St', 'Apt 2', 'Springfield', 'IL', '62701', 'US'] }).Address;
    expect(field).toEqual({
      type: 'address',
      rawTitle: 'Address',
      values: { Line1: '1 Main St', Line2: 'Apt 2', City: 'Springfield', State: 'IL', Zip: '62701', Country: 'US' },
      value: '1 Main St, Apt 2, Springfield, IL 62701 US',
    });
    expect(byTitle({ where: ['1 Main St', '', 'Springfield', '', '62701', ''] }).Address!.value).toBe(
      '1 Main St, Springfield, 62701',
    );
  });

  it('names the parts of a name First, Last', () => {
    expect(byTitle({ who: ['Ada', 'Lovelace'] }).Name).toEqual({
      type: 'name',
      rawTitle: 'Name',
      values: { First: 'Ada', Last: 'Lovelace' },
      value: 'Ada Lovelace',
    });
    expect(byTitle({ who: ['', 'Lovelace'] }).Name!.value).toBe('Lovelace');
  });

  it('names the parts of a phone Country, Areacode, Prefix, Line; the country only when given', () => {
    expect(byTitle({ tel3: ['555', '123', '4567'] }).Phone).toEqual({
      type: 'phone',
      rawTitle: 'Phone',
      values: { Country: '', Areacode: '555', Prefix: '123', Line: '4567' },
      value: '555-123-4567',
    });
    expect(byTitle({ tel4: ['44', '20', '7946', '0958'] })['Phone abroad']).toEqual({
      type: 'phone',
      rawTitle: 'Phone abroad',
      values: { Country: '44', Areacode: '20', Prefix: '7946', Line: '0958' },
      value: '+44 20-7946-0958',
    });
  });

  it('names the parts of a date Month, Day, Year', () => {
    expect(byTitle({ when: ['03', '14', '2024'] }).Date).toEqual({
      type: 'date',
      rawTitle: 'Date',
      values: { Month: '03', Day: '14', Year: '2024' },
      value: '03/14/2024',
    });
  });

  it('names the parts of a time Hour, Minute, Second, Ampm, a blank part read as 00', () => {
    expect(byTitle({ at: ['9', '05', '30', 'PM'] }).Time).toEqual({
      type: 'time',
      rawTitle: 'Time',
      values: { Hour: '9', Minute: '05', Second: '30', Ampm: 'PM' },
      value: '9:05:30 PM',
    });
    expect(byTitle({ at: ['9', '', '', 'AM'] }).Time!.value).toBe('9:00:00 AM');
    expect(byTitle({ at: ['14', '30', '', ''] }).Time!.value).toBe('14:30:00');
  });

  it('lists the checked boxes', () => {
    expect(byTitle({ topics: ['Shop', 'News'] }).Topics).toEqual({
      type: 'checkbox',
      rawTitle: 'Topics',
      values: ['Shop', 'News'],
      value: 'Shop, News',
    });
  });

  it('gives likert entries of question and answer, the answer shown with its scale label', () => {
    expect(byTitle({ mood: { 'Clear?': '2', 'Fast?': '-2' } }).Mood).toEqual({
      type: 'likert',
      rawTitle: 'Mood',
      values: [
        { question: 'Fast?', answer: 'Strongly Disagree' },
        { question: 'Clear?', answer: 'Strongly Agree' },
      ],
      value: 'Fast?: Strongly Disagree; Clear?: Strongly Agree',
    });
    expect(byTitle({ mood: { 'Fast?': '-1', 'Kind?': '0', 'Clear?': '1' } }).Mood!.value).toBe(
      'Fast?: Disagree; Kind?: Neutral; Clear?: Agree',
    );
    expect(byTitle({ freq: { Visits: '1' } }).Frequency!.value).toBe('Visits: Often');
  });

  it('shows a single-value answer as it is, with values null', () => {
    const fields = byTitle({
      size: 'M',
      colour: 'Red',
      subject: 'Hello',
      email: 'user@domain.com',
      message: 'Line one\nLine two',
      source: 'ad',
    });
    expect(fields.Size).toEqual({ type: 'radio', rawTitle: 'Size', values: null, value: 'M' });
    expect(fields.Colour).toEqual({ type: 'select', rawTitle: 'Colour', values: null, value: 'Red' });
    expect(fields.Subject).toEqual({ type: 'text', rawTitle: 'Subject', values: null, value: 'Hello' });
    expect(fields.Email).toEqual({ type: 'email', rawTitle: 'Email', values: null, value: 'user@domain.com' });
    expect(fields.Message).toEqual({
      type: 'textarea',
      rawTitle: 'Message',
      values: null,
      value: 'Line one\nLine two',
    });
    expect(fields.Source).toEqual({ type: 'hidden', rawTitle: 'Source', values: null, value: 'ad' });
  });

  it('shows N/A for every empty answer, and skips sections', () => {
    const fields = summary({});
    expect(fields.map((field) => field.rawTitle)).not.toContain('More');
    expect(fields).toHaveLength(15);
    for (const field of fields) expect(field.value).toBe('N/A');
    expect(byTitle({}).Address!.values).toEqual({ Line1: '', Line2: '', City: '', State: '', Zip: '', Country: '' });
    expect(byTitle({}).Topics!.values).toEqual([]);
    expect(byTitle({}).Mood!.values).toEqual([]);
  });

  it('uses the site’s own no-answer text when it has one', () => {
    expect(summary({}, 'No answer')[0]!.value).toBe('No answer');
    expect(summary({}, '   ')[0]!.value).toBe('N/A');
  });
});

describe('summaryLines', () => {
  it('gives one "Title: answer" line per field, in the form’s order', () => {
    const lines = summaryLines(
      summary({ who: ['Ada', 'Lovelace'], email: 'ada@example.com', topics: ['Blog'], mood: { 'Kind?': '2' } }),
    );
    expect(lines).toEqual([
      'Address: N/A',
      'Name: Ada Lovelace',
      'Phone: N/A',
      'Phone abroad: N/A',
      'Date: N/A',
      'Time: N/A',
      'Topics: Blog',
      'Mood: Kind?: Strongly Agree',
      'Frequency: N/A',
      'Size: N/A',
      'Colour: N/A',
      'Subject: N/A',
      'Email: ada@example.com',
      'Message: N/A',
      'Source: N/A',
    ]);
  });
});

describe('summaryFieldLines', () => {
  it('puts an address on its lines, a likert answer per question, anything else on one line', () => {
    const address = summaryField({ id: 'a', type: 'address', title: 'Where', description: '', required: false }, [
      '1 Main St',
      '',
      'Springfield',
      'IL',
      '62701',
      'US',
    ]);
    expect(summaryFieldLines(address)).toEqual(['1 Main St', 'Springfield, IL 62701 US']);
    const likert = summaryField(
      {
        id: 'l',
        type: 'likert',
        title: 'Rate',
        description: '',
        required: false,
        questions: ['Fast', 'Kind'],
        scale: ['SD', 'D', 'N', 'A', 'SA'],
      },
      { Fast: '2', Kind: '-1' },
    );
    expect(summaryFieldLines(likert)).toEqual(['Fast: SA', 'Kind: D']);
    expect(
      summaryFieldLines(
        summaryField({ id: 't', type: 'text', title: 'T', description: '', required: false, maxLength: null }, ''),
      ),
    ).toEqual(['N/A']);
  });
});
