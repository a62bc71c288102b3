import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fieldLogic from '@/features/field-logic';

/** A stand-in for the browser's Image: records each address an image was given. */
function stubImages(): string[] {
  const loaded: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto';
      set src(address: string) {
        loaded.push(address);
      }
    },
  );
  return loaded;
}

/**
 * The module and the stores it reads afresh: which logos it has loaded is the page's, kept for its
 * life. The field logic is published or not, as `published` says; the query is the page's.
 */
async function freshPage(published: boolean, query = '') {
  vi.resetModules();
  const warm = await import('@/ui/scheme-logo/warm-scheme-logos');
  const { $cardForm } = await import('@/state/card-form');
  const { $fieldLogic } = await import('@/state/field-logic-store');
  const { $config } = await import('@/state/stores');
  const { parsePageConfig } = await import('@/core/page-config');
  $config.set(parsePageConfig(query));
  $fieldLogic.set(published ? fieldLogic : undefined);
  return { ...warm, $cardForm, $fieldLogic };
}

const logo = (id: string) => `/assets/schemes/${id}.svg`;

describe('the scheme logos loaded before the card number shows them', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads each logo once, however often it is asked for', async () => {
    const loaded = stubImages();
    const { warmSchemeLogos } = await freshPage(true);
    warmSchemeLogos(['visa', 'amex']);
    warmSchemeLogos(['amex', 'visa', 'jcb']);
    expect(loaded).toEqual([logo('visa'), logo('amex'), logo('jcb')]);
  });

  it.each([
    // supportedCardTypes, typed one key at a time → every logo loaded by then, in the order asked for
    ['', [], ['visa']],
    ['', ['4', '41', '411'], ['visa']],
    ['', ['5'], ['visa', 'mastercard', 'maestro']],
    ['', ['3', '37'], ['visa']],
    ['visa,amex', ['3', '37'], ['visa', 'amex']],
    ['VISA, Amex,uatp', [], ['uatp', 'visa']],
    ['mastercard', ['4', '5'], ['mastercard']],
  ])('taking %j, typing %j has loaded %j', async (supportedCardTypes, keys, expected) => {
    const loaded = stubImages();
    const query = supportedCardTypes ? `?supportedCardTypes=${encodeURIComponent(supportedCardTypes)}` : '';
    const { warmSchemeLogosAhead, $cardForm } = await freshPage(true, query);
    const stop = warmSchemeLogosAhead();
    for (const typed of keys) $cardForm.setKey('cardNumber', typed);
    stop();
    expect(loaded).toEqual(expected.map(logo));
  });

  it('asks again for nothing when a key in another field changes nothing ahead', async () => {
    const loaded = stubImages();
    const { warmSchemeLogosAhead, $cardForm, $schemeLogosAhead } = {
      ...(await freshPage(true)),
      ...(await import('@/state/scheme-logos-ahead')),
    };
    const heard = vi.fn();
    const stopHearing = $schemeLogosAhead.listen(heard);
    const stop = warmSchemeLogosAhead();
    $cardForm.setKey('cardholderName', 'Ana');
    $cardForm.setKey('cardNumber', '4');
    expect(heard).not.toHaveBeenCalled();
    $cardForm.setKey('cardNumber', '');
    $cardForm.setKey('cardNumber', '5');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    stopHearing();
    expect(loaded).toEqual(['visa', 'mastercard', 'maestro'].map(logo));
  });

  it('loads nothing before the field logic has come, and what the number can show once it has', async () => {
    const loaded = stubImages();
    const { warmSchemeLogosAhead, $cardForm, $fieldLogic } = await freshPage(false);
    const stop = warmSchemeLogosAhead();
    $cardForm.setKey('cardNumber', '5');
    expect(loaded).toEqual([]);
    $fieldLogic.set(fieldLogic);
    stop();
    expect(loaded).toEqual([logo('mastercard'), logo('maestro')]);
  });
});
