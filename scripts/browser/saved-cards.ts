/** A tokenList of one saved Visa that the sandbox approves, valid until 12/2034. */
export const savedVisa =
  '[token:tok_visa_approved,cardNumber:411111******1111,expiryMonth:12,expiryYear:2034]';
