/** Spec section 9: "Health version 2.1.0" (health-version.test.ts keeps it equal to package.json). */
export const healthVersion = '2.1.0';
