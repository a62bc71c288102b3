import fc from 'fast-check';

/**
 * The pieces a path traversal or an encoding trick is made of, and the names of real routes and
 * files, so that random joins of them hit the edge cases of a router far more often than random
 * text does.
 */
const pathPieces = ['/', '.', '..', '%2e', '%2f', '%5c', '\\', '%00', 'a', 'basic', 'assets', 'index.html'];

/**
 * Test support: strings joined from up to `maxPieces` of pathPieces and the caller's own
 * `extraPieces` (what its router treats specially).
 */
export function pathLikeStrings(extraPieces: readonly string[], maxPieces: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...pathPieces, ...extraPieces), { maxLength: maxPieces })
    .map((pieces) => pieces.join(''));
}
