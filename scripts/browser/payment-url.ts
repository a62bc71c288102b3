/** A merchant redirect to a payment page of the local site, with fresh ids each time. */
export function paymentUrl(
  base: string,
  variantPath: string,
  overrides: Record<string, string | undefined> = {},
): string {
  const page = variantPath.endsWith('.html') ? `/${variantPath}` : `/${variantPath}/`;
  const url = new URL(page, base);
  const unique = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const params: Record<string, string | undefined> = {
    M: 'M1001',
    a1: `REQ-${unique}`,
    shopperID: 'shopper-e2e',
    statickey: 'static-e2e',
    uniqueRequestID: unique,
    controllerVersion: 'v2',
    FailURL: new URL('/result/', base).href,
    BackURL: new URL('/result/?status=cancelled', base).href,
    merchantName: 'E2E Shop',
    ...overrides,
  };
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
