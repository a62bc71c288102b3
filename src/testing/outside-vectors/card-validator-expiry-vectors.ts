/*
 * Rows from braintree/card-validator's own expiry tests (version 10.0.4), string inputs only, run
 * through what our expiry field does with them: formatExpiry (the input typed or pasted into an
 * empty field), then validateExpiry and splitExpiry. Their tests read the real clock; the rows
 * here resolve their clock-relative values (`${nextYear}`, `${currentMonth}`, …) at a frozen
 * clock. Where our verdict is not theirs the row says why in `differs` and holds ours.
 */

/** The clock expirationDate's and expirationMonth's rows are resolved at: November 2026. */
export const expiryVectorsNow = new Date('2026-11-22T12:00:00Z');

/** expirationYear's own test freezes its clock at 9 June 2021 (jest.useFakeTimers). */
export const expiryYearVectorsNow = new Date(2021, 5, 9);

export interface ExpiryDateVector {
  readonly input: string;
  /** expirationDate's verdict; month and year as it reads them, null where it reads none. */
  readonly theirs: {
    readonly isValid: boolean;
    readonly isPotentiallyValid: boolean;
    readonly month: string | null;
    readonly year: string | null;
  };
  /** What our field shows after the input, and its verdict. */
  readonly ours: { readonly shown: string; readonly isValid: boolean; readonly isPotentiallyValid: boolean };
  readonly differs?: string;
}

export const expirationDateSource = 'card-validator src/__tests__/expiration-date.ts';

export const expirationDateVectors: readonly ExpiryDateVector[] = [
  // within current year
  {
    input: '10 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '10', year: '2027' },
    ours: { shown: '10/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '11 / 2026',
    theirs: { isValid: true, isPotentiallyValid: true, month: '11', year: '2026' },
    ours: { shown: '11/26', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '12 / 2026',
    theirs: { isValid: true, isPotentiallyValid: true, month: '12', year: '2026' },
    ours: { shown: '12/26', isValid: true, isPotentiallyValid: true },
  },
  // valid expiration dates with dashes
  {
    input: '2026-11',
    theirs: { isValid: true, isPotentiallyValid: true, month: '11', year: '2026' },
    ours: { shown: '11/26', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2027-10',
    theirs: { isValid: true, isPotentiallyValid: true, month: '10', year: '2027' },
    ours: { shown: '10/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2027-12',
    theirs: { isValid: true, isPotentiallyValid: true, month: '12', year: '2027' },
    ours: { shown: '12/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2027-01',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '2027' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2027-1',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '2027' },
    ours: { shown: '02/02', isValid: false, isPotentiallyValid: false },
    differs:
      'year first is read only with a two-digit month, as password managers fill it (YYYY-MM); a one-digit month reads month first, as typed',
  },
  {
    input: '2027-09',
    theirs: { isValid: true, isPotentiallyValid: true, month: '09', year: '2027' },
    ours: { shown: '09/27', isValid: true, isPotentiallyValid: true },
  },
  // invalid expiration dates with dashes
  {
    input: '2027-00',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '02/02', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '2027-13',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '02/02', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1999-01',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '19/99', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '2100-01',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '02/10', isValid: false, isPotentiallyValid: false },
  },
  // valid expiration dates with slashes
  {
    input: '11 / 2026',
    theirs: { isValid: true, isPotentiallyValid: true, month: '11', year: '2026' },
    ours: { shown: '11/26', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '10 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '10', year: '2027' },
    ours: { shown: '10/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '10/2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '10', year: '2027' },
    ours: { shown: '10/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '12 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '12', year: '2027' },
    ours: { shown: '12/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '01 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '2027' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '2027' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '09 / 2027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '09', year: '2027' },
    ours: { shown: '09/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '01 / 27',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '27' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 / 27',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '27' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  // invalid expiration dates with slashes
  {
    input: '11 / 11',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '11/11', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '00 / 2027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '00/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '13 / 2027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '13/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 1999',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01/1999',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 2100',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/21', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '10/123',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '10/12', isValid: false, isPotentiallyValid: false },
  },
  // ambiguous expiration dates with slashes
  {
    input: '11 / 1',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '11/1', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '01 / 201',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/201', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions (2010-2019) is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '01 / 211',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/21', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 199',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01/199',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '02/20',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '02/20', isValid: false, isPotentiallyValid: true },
  },
  // valid expiration dates with no slashes
  {
    input: '102027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '10', year: '2027' },
    ours: { shown: '10/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '122027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '12', year: '2027' },
    ours: { shown: '12/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '012027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '2027' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '092027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '09', year: '2027' },
    ours: { shown: '09/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '12027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '2027' },
    ours: { shown: '12/02', isValid: false, isPotentiallyValid: false },
    differs:
      'without a separator a leading 1 and the next digit are read as the month, as when typed key by key (1, 2 is December)',
  },
  {
    input: '92027',
    theirs: { isValid: true, isPotentiallyValid: true, month: '9', year: '2027' },
    ours: { shown: '09/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '127',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '27' },
    ours: { shown: '12/7', isValid: false, isPotentiallyValid: true },
    differs:
      'without a separator a leading 1 and the next digit are read as the month, as when typed key by key (1, 2 is December)',
  },
  {
    input: '927',
    theirs: { isValid: true, isPotentiallyValid: true, month: '9', year: '27' },
    ours: { shown: '09/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1227',
    theirs: { isValid: true, isPotentiallyValid: true, month: '12', year: '27' },
    ours: { shown: '12/27', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '0127',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '27' },
    ours: { shown: '01/27', isValid: true, isPotentiallyValid: true },
  },
  // valid space separated month and year
  {
    input: '01 2030',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '2030' },
    ours: { shown: '01/30', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '01 2031',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '2031' },
    ours: { shown: '01/31', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '01 30',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '30' },
    ours: { shown: '01/30', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '01 32',
    theirs: { isValid: true, isPotentiallyValid: true, month: '01', year: '32' },
    ours: { shown: '01/32', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 2030',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '2030' },
    ours: { shown: '01/30', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 2031',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '2031' },
    ours: { shown: '01/31', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 30',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '30' },
    ours: { shown: '01/30', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '1 31',
    theirs: { isValid: true, isPotentiallyValid: true, month: '1', year: '31' },
    ours: { shown: '01/31', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '9 2030',
    theirs: { isValid: true, isPotentiallyValid: true, month: '9', year: '2030' },
    ours: { shown: '09/30', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '9 2031',
    theirs: { isValid: true, isPotentiallyValid: true, month: '9', year: '2031' },
    ours: { shown: '09/31', isValid: true, isPotentiallyValid: true },
  },
  // ambiguous space separated month and year
  {
    input: '1 2',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/2', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1 202',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/202', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1 20',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/20', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1 ',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '12 2',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '12/2', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '12 202',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '12/202', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '12 ',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
  },
  // invalid space separated month and year
  {
    input: '11 11',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '11/11', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '00 2027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '00/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '13 2027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '13/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 1999',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 2100',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/21', isValid: false, isPotentiallyValid: false },
  },
  // invalid expiration dates with no slashes
  {
    input: ' ',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1111',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '11/11', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '002027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '00/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '132027',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '13/27', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '011999',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '012100',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/21', isValid: false, isPotentiallyValid: false },
  },
  // ambiguous expiration dates with no slashes
  {
    input: '011',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/1', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '111',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '11/1', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '2202',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '02/202', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1202',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '12/02', isValid: false, isPotentiallyValid: false },
    differs:
      'without a separator a leading 1 and the next digit are read as the month, as when typed key by key: 12/02 is past',
  },
  {
    input: '01201',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '01/201', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions (2010-2019) is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '01211',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/21', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01199',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '0220',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '02/20', isValid: false, isPotentiallyValid: true },
  },
  // empty strings
  {
    input: '',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '/',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '', isValid: false, isPotentiallyValid: true },
  },
  {
    input: ' / ',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '', isValid: false, isPotentiallyValid: true },
  },
  // malformed strings
  {
    input: 'foo',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; an empty field is only required, not wrong',
  },
  {
    input: '0120197',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1.2',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/2', isValid: false, isPotentiallyValid: true },
    differs:
      'a dot separates month and year in our field (cards print 12.30), so 1.2 is January of a year still being typed',
  },
  {
    input: ' 1',
    theirs: { isValid: false, isPotentiallyValid: true, month: null, year: null },
    ours: { shown: '1', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '01 / 20015',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/01', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '15 / 2026',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '15/26', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 2016 / 2016',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/16', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 16/2016',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/16', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '01 / 2016 / 01 / 2016',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '01/16', isValid: false, isPotentiallyValid: false },
  },
  // within current year (not January)
  {
    input: '10 / 2026',
    theirs: { isValid: false, isPotentiallyValid: false, month: '10', year: '2026' },
    ours: { shown: '10/26', isValid: false, isPotentiallyValid: false },
  },
  // maxElapsedYear: 19 years ahead by default
  {
    input: '11 / 2045',
    theirs: { isValid: true, isPotentiallyValid: true, month: '11', year: '2045' },
    ours: { shown: '11/45', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '11 / 2046',
    theirs: { isValid: false, isPotentiallyValid: false, month: null, year: null },
    ours: { shown: '11/46', isValid: true, isPotentiallyValid: true },
    differs: 'we accept a card up to 20 years (240 months) ahead; card-validator 19 by default',
  },
];

export interface ExpiryMonthVector {
  readonly input: string;
  readonly theirs: {
    readonly isValid: boolean;
    readonly isPotentiallyValid: boolean;
    readonly isValidForThisYear: boolean;
  };
  /** Our field given their month followed by "/30" (a year that is valid), and whether it accepts it. */
  readonly ours: { readonly shown: string; readonly isValid: boolean };
  readonly differs?: string;
}

export const expirationMonthSource = 'card-validator src/__tests__/expiration-month.ts';

export const expirationMonthVectors: readonly ExpiryMonthVector[] = [
  // returns false for malformed strings
  {
    input: 'foo',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '03/0', isValid: false },
  },
  {
    input: '1.2',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/23', isValid: false },
  },
  {
    input: '1/20',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/30', isValid: true },
    differs: "given with '/30' after it, our field reads 1/20/30 as month 1 and the year digits 2030: 01/30",
  },
  {
    input: '1 2',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/23', isValid: false },
  },
  {
    input: '1 ',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/30', isValid: true },
    differs: 'a blank after the month separates it, so "1 " is January',
  },
  {
    input: ' 1',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/30', isValid: true },
    differs: 'blanks before the month are ignored, so " 1" is January',
  },
  // returns null for incomplete input
  {
    input: '',
    theirs: { isValid: false, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '03/0', isValid: false },
  },
  {
    input: '0',
    theirs: { isValid: false, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '0/30', isValid: false },
  },
  // valid month
  {
    input: '11',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: true },
    ours: { shown: '11/30', isValid: true },
  },
  {
    input: '12',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: true },
    ours: { shown: '12/30', isValid: true },
  },
  {
    input: '1',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '01/30', isValid: true },
  },
  {
    input: '2',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '02/30', isValid: true },
  },
  {
    input: '5',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '05/30', isValid: true },
  },
  {
    input: '02',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '02/30', isValid: true },
  },
  {
    input: '12',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: true },
    ours: { shown: '12/30', isValid: true },
  },
  // invalid month
  {
    input: '14',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '14/30', isValid: false },
  },
  {
    input: '30',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '30/30', isValid: false },
  },
  {
    input: '-6',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '06/30', isValid: true },
    differs: 'a minus sign is no part of a month; our field keeps the digit, so -6 is June',
  },
  {
    input: '20',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '20/30', isValid: false },
  },
  {
    input: '-1',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '01/30', isValid: true },
    differs: 'a minus sign is no part of a month; our field keeps the digit, so -1 is January',
  },
  {
    input: '13',
    theirs: { isValid: false, isPotentiallyValid: false, isValidForThisYear: false },
    ours: { shown: '13/30', isValid: false },
  },
  {
    input: '10',
    theirs: { isValid: true, isPotentiallyValid: true, isValidForThisYear: false },
    ours: { shown: '10/30', isValid: true },
  },
];

export interface ExpiryYearVector {
  readonly input: string;
  readonly theirs: {
    readonly isValid: boolean;
    readonly isPotentiallyValid: boolean;
    readonly isCurrentYear: boolean;
  };
  /** Our field given "12/" followed by their year, at their frozen clock. */
  readonly ours: { readonly shown: string; readonly isValid: boolean; readonly isPotentiallyValid: boolean };
  readonly differs?: string;
}

export const expirationYearSource = 'card-validator src/__tests__/expiration-year.ts';

export const expirationYearVectors: readonly ExpiryYearVector[] = [
  // given an empty string
  {
    input: '',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
  },
  // given only whitespace
  {
    input: '    ',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
  },
  // given a malformed string value
  {
    input: 'foo',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  {
    input: '1.2',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1/20',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1 2',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1 ',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/1', isValid: false, isPotentiallyValid: true },
    differs: 'blanks are dropped from the year as typed; "12/1" is still being typed',
  },
  {
    input: ' 1',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/1', isValid: false, isPotentiallyValid: true },
    differs: 'blanks are dropped from the year as typed; "12/1" is still being typed',
  },
  {
    input: '20015',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/01', isValid: false, isPotentiallyValid: false },
  },
  // given a 1 digit string that's not a number
  {
    input: 'a',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  {
    input: '#',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  {
    input: ';',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  {
    input: '\\',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  {
    input: '+',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/', isValid: false, isPotentiallyValid: true },
    differs: 'our field drops what is not a digit as it is typed; "12/" is still being typed',
  },
  // given a 1 digit string that is a number
  {
    input: '0',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/0', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '1',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/1', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '2',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/2', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '3',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/3', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '4',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/4', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '5',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/5', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '6',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/6', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '7',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/7', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '8',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/8', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '9',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/9', isValid: false, isPotentiallyValid: true },
  },
  // given a 2 digit string
  {
    input: '19',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/19', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '20',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/20', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '21',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: true },
    ours: { shown: '12/21', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '22',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/22', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '40',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/40', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '41',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/41', isValid: false, isPotentiallyValid: false },
  },
  // given a 3 digit string
  {
    input: '000',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/00', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '123',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '200',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/200', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '201',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/201', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '202',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/202', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '203',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/203', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '204',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/204', isValid: false, isPotentiallyValid: true },
  },
  {
    input: '205',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/205', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '206',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/206', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '207',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/207', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '208',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/208', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '209',
    theirs: { isValid: false, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/209', isValid: false, isPotentiallyValid: false },
    differs:
      'a three-digit year none of whose four-digit completions is acceptable is refused at once; card-validator waits for any 20x',
  },
  {
    input: '210',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/21', isValid: true, isPotentiallyValid: true },
    differs:
      'a digit typed after a two-digit year not starting with 20 is refused, so the year stays its first two digits (210 → 21)',
  },
  {
    input: '300',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/30', isValid: true, isPotentiallyValid: true },
    differs:
      'a digit typed after a two-digit year not starting with 20 is refused, so the year stays its first two digits (300 → 30)',
  },
  {
    input: '999',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/99', isValid: false, isPotentiallyValid: false },
  },
  // given a 4 digit string
  {
    input: '0000',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/00', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '1234',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '2020',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/20', isValid: false, isPotentiallyValid: true },
    differs:
      '"12/20" (a four-digit 2020, or extra digits cut) may still be the start of 12/2030: past, said once the field is left',
  },
  {
    input: '2021',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: true },
    ours: { shown: '12/21', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2022',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/22', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2040',
    theirs: { isValid: true, isPotentiallyValid: true, isCurrentYear: false },
    ours: { shown: '12/40', isValid: true, isPotentiallyValid: true },
  },
  {
    input: '2041',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/41', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '3000',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/30', isValid: true, isPotentiallyValid: true },
    differs:
      'a digit typed after a two-digit year not starting with 20 is refused, so the year stays its first two digits (3000 → 30)',
  },
  {
    input: '9999',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/99', isValid: false, isPotentiallyValid: false },
  },
  // given a more than 4 digit string
  {
    input: '00000',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/00', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '12345',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/12', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '20021',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/02', isValid: false, isPotentiallyValid: false },
  },
  {
    input: '20202',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/20', isValid: false, isPotentiallyValid: true },
    differs:
      '"12/20" (a four-digit 2020, or extra digits cut) may still be the start of 12/2030: past, said once the field is left',
  },
  {
    input: '20211',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/21', isValid: true, isPotentiallyValid: true },
    differs: 'a four-digit year keeps its last two digits and a fifth is refused, so 20211 → 21',
  },
  {
    input: '30000',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/30', isValid: true, isPotentiallyValid: true },
    differs:
      'a digit typed after a two-digit year not starting with 20 is refused, so the year stays its first two digits (30000 → 30)',
  },
  {
    input: '99999',
    theirs: { isValid: false, isPotentiallyValid: false, isCurrentYear: false },
    ours: { shown: '12/99', isValid: false, isPotentiallyValid: false },
  },
];
