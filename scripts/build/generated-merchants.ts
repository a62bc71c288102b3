import type { Theme } from '@variants/themes';

/**
 * A merchants file (variants/merchant-file.ts) of `count` standard card-form merchants, each with
 * a theme of its own: what the 1,000-variant deployment test and `npm run bench build` feed the
 * build, in the shape an operator would write by hand. Paths are "merchant-0001", … so they sort
 * in order and the last is the count's own ("merchant-1000").
 */
export interface MerchantFileData {
  themes: Record<string, Theme>;
  variants: { path: string; screen: 'card-form'; theme: string; settings?: Record<string, unknown> }[];
}

/** "#rrggbb" of an HSL colour. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function generatedMerchantPath(index: number, count: number): string {
  return `merchant-${String(index).padStart(Math.max(4, String(count).length), '0')}`;
}

export function generatedMerchants(count: number): MerchantFileData {
  const data: MerchantFileData = { themes: {}, variants: [] };
  for (let index = 1; index <= count; index++) {
    const path = generatedMerchantPath(index, count);
    // Hues around the circle, dark enough for white text and for buttons on a light page.
    const hue = (index * 47) % 360;
    data.themes[`${path}-theme`] = {
      name: `Merchant ${index}`,
      wordmark: `Merchant ${index}`,
      wordmarkStyle: 'bold',
      headerStyle: index % 2 === 0 ? 'bar' : 'plain',
      colours: {
        brand: hsl(hue, 65, 26),
        brandContrast: '#ffffff',
        accent: hsl(hue, 70, 25),
        bg: '#f6f7f9',
        surface: '#ffffff',
        text: '#1b2430',
        muted: '#59636e',
        border: '#868e99',
        error: '#b3261e',
      },
      radius: `${4 + (index % 3) * 2}px`,
      font: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      headingFont: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    };
    data.variants.push({
      path,
      screen: 'card-form',
      theme: `${path}-theme`,
      ...(index % 5 === 0 ? { settings: { showAmount: true } } : {}),
    });
  }
  return data;
}
