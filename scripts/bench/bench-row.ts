/** One line of the bench table printed by `npm run bench`. */
export interface BenchRow {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly note?: string;
}
