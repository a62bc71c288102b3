/**
 * The Luhn (mod 10) checksum over a string of digits. Loops over char codes without allocating:
 * it runs on every keystroke and a million times in the validation bench.
 * Returns false for an empty string or any non-digit character.
 */
export function luhn(digits: string): boolean {
  const length = digits.length;
  if (length === 0) return false;
  let sum = 0;
  let double = false;
  for (let i = length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return false;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The digit that makes `partial + digit` Luhn-valid (used by test fixtures and the bench generator). */
export function luhnCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhn(partial + digit)) return String(digit);
  }
  throw new Error('unreachable: one of ten check digits always fits');
}
