/**
 * Closes a switch over a closed set whose cases do not each return a value. Once every member has
 * its case, `value` is `never` here, so a member added later (a new reply kind, say) that no case
 * handles is a compile error at the call rather than a page left waiting. Should a value the types
 * rule out still arrive at run time, the caller gets a description of it to fail on.
 */
export function unhandledCase(value: never): string {
  return `unhandled case: ${JSON.stringify(value)}`;
}
