import type { ShownOutcome } from '@/screens/result/shown-outcome';

// One shape per outcome (tick, cross, clock, dash, question mark), so the icon differs by more
// than colour; it is still decoration: the heading beside it says the outcome in words.
const paths: Record<ShownOutcome, string> = {
  approved: 'M14 24.5l6.5 6.5L34 17.5',
  declined: 'M17 17l14 14M31 17L17 31',
  failure: 'M17 17l14 14M31 17L17 31',
  cancelled: 'M16 24h16',
  pending: 'M24 14v10l6.5 4',
  unknown: 'M19 19a5 5 0 1 1 7 4.6c-1.3.6-2 1.6-2 3v1.4M24 33v.5',
  // An "i": information to check elsewhere, not an outcome.
  unverified: 'M24 22v10M24 16v.5',
};

export function ResultIcon({ outcome }: { outcome: ShownOutcome }) {
  return (
    <svg
      className={`result__icon result__icon--${outcome}`}
      aria-hidden="true"
      viewBox="0 0 48 48"
      width="56"
      height="56"
    >
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <path
        d={paths[outcome]}
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
