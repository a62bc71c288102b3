import cardValidator from 'card-validator';
import { validateCardNumber } from '@/core/card-number-validation';
import { cardSchemes } from '@/core/card-schemes';
import { luhnCheckDigit } from '@/core/luhn';
import { expandedPrefixes } from '@/core/scheme-detection';
import type { BenchRow } from './bench-row';
import { seededRandom } from './bench-stats';

/**
 * validateCardNumber against card-validator's number() on the same generated numbers, in one process.
 * Numbers: a seeded, deterministic mix of half Luhn-valid numbers of every scheme (a random prefix and
 * allowed length of the table) and half random digit strings of 12 to 19 digits.
 */

const seed = 0x5eed;
const rounds = 3;
const warmupCount = 50_000;

export function generateNumbers(count: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('cannot pick from an empty list');
    return item;
  };
  const digits = (length: number): string => {
    let text = '';
    for (let i = 0; i < length; i++) text += String(Math.floor(next() * 10));
    return text;
  };
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    if (next() < 0.5) {
      const index = Math.floor(next() * cardSchemes.length);
      const scheme = cardSchemes[index];
      const prefix = pick(expandedPrefixes[index] ?? ['4']);
      const length = pick<number>(scheme?.lengths ?? [16]);
      const partial = prefix + digits(length - prefix.length - 1);
      numbers.push(partial + luhnCheckDigit(partial));
    } else {
      numbers.push(digits(12 + Math.floor(next() * 8)));
    }
  }
  // Built by concatenation, the strings are V8 ropes; a field's value is a flat string, so flatten them
  // (join builds a flat copy) to time what the page really validates.
  return numbers.map((number) => [...number].join(''));
}

const options = { supportedCardTypes: cardSchemes.map((scheme) => scheme.id), strict: false };

function timeOurs(numbers: readonly string[]): { seconds: number; valid: number } {
  const start = performance.now();
  let valid = 0;
  for (const number of numbers) if (validateCardNumber(number, options).isValid) valid++;
  return { seconds: (performance.now() - start) / 1000, valid };
}

function timeCardValidator(numbers: readonly string[]): { seconds: number; valid: number } {
  const start = performance.now();
  let valid = 0;
  for (const number of numbers) if (cardValidator.number(number).isValid) valid++;
  return { seconds: (performance.now() - start) / 1000, valid };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function runValidationBench(count = 1_000_000): Promise<BenchRow[]> {
  const numbers = generateNumbers(count);
  const warmup = numbers.slice(0, warmupCount);
  timeOurs(warmup);
  timeCardValidator(warmup);

  const ours: number[] = [];
  const theirs: number[] = [];
  let oursValid = 0;
  let theirsValid = 0;
  // Alternate the two so drift on a shared machine hits both alike; report the median round.
  for (let round = 0; round < rounds; round++) {
    const a = timeOurs(numbers);
    const b = timeCardValidator(numbers);
    ours.push(count / a.seconds);
    theirs.push(count / b.seconds);
    oursValid = a.valid;
    theirsValid = b.valid;
  }
  const oursRate = median(ours);
  const theirsRate = median(theirs);
  const sample = `${count.toLocaleString('en-US')} numbers, median of ${rounds} rounds`;
  return [
    {
      name: 'validateCardNumber',
      value: Math.round(oursRate),
      unit: 'numbers/s',
      note: `${sample}; ${oursValid.toLocaleString('en-US')} valid`,
    },
    {
      name: 'card-validator number()',
      value: Math.round(theirsRate),
      unit: 'numbers/s',
      note: `same numbers; ${theirsValid.toLocaleString('en-US')} valid (its own scheme table)`,
    },
    {
      name: 'validateCardNumber / card-validator',
      value: Math.round((oursRate / theirsRate) * 10) / 10,
      unit: 'x',
      note: 'target ≥ 20x',
    },
  ];
}
