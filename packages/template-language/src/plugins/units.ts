import type { UnitType } from '@phensley/cldr-core';

/**
 * Measures for the `unit` argument of messages: each family's units with their size in its base
 * unit, largest first. Digital sizes are binary (a kilobyte is 1024 bytes), as operating systems
 * show file sizes.
 */
const FAMILIES: Readonly<Record<string, readonly (readonly [UnitType, number])[]>> = {
  bytes: [
    ['petabyte', 1024 ** 5],
    ['terabyte', 1024 ** 4],
    ['gigabyte', 1024 ** 3],
    ['megabyte', 1024 ** 2],
    ['kilobyte', 1024],
    ['byte', 1],
  ],
  time: [
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
    ['millisecond', 0.001],
  ],
  length: [
    ['kilometer', 1000],
    ['meter', 1],
    ['centimeter', 0.01],
    ['millimeter', 0.001],
    ['mile', 1609.344],
    ['yard', 0.9144],
    ['foot', 0.3048],
    ['inch', 0.0254],
  ],
  mass: [
    ['kilogram', 1000],
    ['gram', 1],
    ['pound', 453.59237],
    ['ounce', 28.349523125],
  ],
};

/** Metric and imperial units of one family are not mixed when compacting. */
const METRIC = new Set<UnitType>(['kilometer', 'meter', 'centimeter', 'millimeter', 'kilogram', 'gram']);

const ALIASES: Readonly<Record<string, UnitType>> = {
  bytes: 'byte',
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
};

function find(unit: string): { family: string; unit: UnitType; size: number } | undefined {
  const name = ALIASES[unit] ?? unit;
  for (const [family, units] of Object.entries(FAMILIES)) {
    const match = units.find(([u]) => u === name);
    if (match) return { family, unit: match[0], size: match[1] };
  }
  return undefined;
}

export interface Measure {
  value: number;
  unit: UnitType;
}

/** A value in `from` converted to `to`; undefined when they do not measure the same thing. */
export function convert(value: number, from: string, to: string): Measure | undefined {
  const a = find(from);
  const b = find(to);
  if (!a || !b || a.family !== b.family) return undefined;
  return { value: (value * a.size) / b.size, unit: b.unit };
}

/**
 * The value in the largest unit of the family (`compact:bytes`, `compact:time`, …) that leaves
 * at least 1: 12,345,657,890 bytes -> 11.497… gigabytes. Metric stays metric, imperial imperial.
 */
export function compact(value: number, from: string, family: string): Measure | undefined {
  const source = find(from);
  const units = FAMILIES[family === 'byte' ? 'bytes' : family];
  if (!source || !units || FAMILIES[source.family] !== units) return undefined;
  const base = value * source.size;
  const candidates = units.filter(([u]) => METRIC.has(u) === METRIC.has(source.unit));
  const [unit, size] = candidates.find(([, s]) => Math.abs(base) >= s) ?? candidates[candidates.length - 1]!;
  return { value: base / size, unit };
}

/**
 * The value split over the given units, largest first, whole numbers but for the last:
 * 12,345 seconds over hour, minute, second -> 3 h, 25 min, 45 s. Units that come out 0 are left
 * out (unless nothing else remains).
 */
export function sequence(value: number, from: string, units: readonly string[]): Measure[] | undefined {
  const source = find(from);
  const parts = units.map(find);
  if (!source || parts.some((p) => !p || p.family !== source.family)) return undefined;
  const ordered = (parts as { unit: UnitType; size: number }[]).sort((a, b) => b.size - a.size);
  let rest = Math.abs(value * source.size);
  const sign = value < 0 ? -1 : 1;
  const measures: Measure[] = [];
  ordered.forEach(({ unit, size }, index) => {
    const last = index === ordered.length - 1;
    const amount = last ? rest / size : Math.floor(rest / size + 1e-9);
    rest -= amount * size;
    if (amount !== 0 || (last && measures.length === 0)) measures.push({ value: sign * amount, unit });
  });
  return measures;
}
