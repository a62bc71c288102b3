/**
 * The payment provider's display name: the {provider} of the spec's default failure message
 * (section 8: 'Internal server error. Please contact {provider} support.').
 */
export const providerName = 'HPP';
