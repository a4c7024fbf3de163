import { describe, expect, it } from 'vitest';
import { compact, convert, sequence } from './units.ts';

describe('units', () => {
  it('compact a value into the largest unit that leaves at least 1', () => {
    const gb = compact(12_345_657_890, 'byte', 'bytes')!;
    expect(gb.unit).toBe('gigabyte');
    expect(gb.value).toBeCloseTo(11.4977, 3);
    expect(compact(512, 'byte', 'bytes')).toEqual({ value: 512, unit: 'byte' });
    expect(compact(90, 'minute', 'time')).toEqual({ value: 1.5, unit: 'hour' });
    expect(compact(2500, 'meter', 'length')).toEqual({ value: 2.5, unit: 'kilometer' });
  });
  it('split a value over several units', () => {
    expect(sequence(12_345, 'second', ['hour', 'minute', 'second'])).toEqual([
      { value: 3, unit: 'hour' },
      { value: 25, unit: 'minute' },
      { value: 45, unit: 'second' },
    ]);
    expect(sequence(3600, 'second', ['second', 'hour', 'minute'])).toEqual([{ value: 1, unit: 'hour' }]);
    expect(sequence(0, 'second', ['minute', 'second'])).toEqual([{ value: 0, unit: 'second' }]);
  });
  it('convert between units of one family only', () => {
    expect(convert(1, 'inch', 'centimeter')!.value).toBeCloseTo(2.54, 6);
    expect(convert(1, 'inch', 'second')).toBeUndefined();
    expect(convert(1, 'parsec', 'meter')).toBeUndefined();
  });
});
