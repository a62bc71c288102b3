/**
 * How a theme sets its wordmark in the header (variants/themes.ts). Named here so that the result
 * page, which reads the style the payment page used from the return context, checks it against
 * the same list the variants are typed by.
 */
export const wordmarkStyles = ['regular', 'bold', 'caps', 'italic', 'light'] as const;
export type WordmarkStyle = (typeof wordmarkStyles)[number];
