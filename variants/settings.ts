import { accessibilityContactRule, isAccessibilityContact } from '@variants/accessibility-contact';
import type { KindTraits, ScreenName } from '@variants/screens';
import * as v from 'valibot';
import { supportedLanguages } from '@/core/languages';
import { isMerchantHostPattern } from '@/core/merchant-hosts';
import type { WordmarkStyle } from '@/core/wordmark-styles';

/**
 * Per-variant settings. The defaults are spec section 9; a variant entry lists only what
 * differs (spec section 2, "Per-variant differences"). The schema is strict so a typo in a
 * registry entry fails the build instead of silently doing nothing.
 */
export const settingsSchema = v.strictObject({
  /** Form appearance (spec 9: "basic", its only value). Carried, read by nothing. */
  formAppearance: v.picklist(['basic']),
  /**
   * basic2: "the same with a second-version template flag". The spec shows no template that differs,
   * so basic2 renders exactly like basic. Carried, read by nothing.
   */
  secondVersionTemplate: v.boolean(),
  /** Theme name; the theme's tokens live in variants/themes.ts. */
  theme: v.pipe(v.string(), v.minLength(1)),
  /** Default page language (spec 2: one of the 16 codes). */
  language: v.picklist(supportedLanguages),
  showAmount: v.boolean(),
  /** HTTP monitoring: progress pings to {base}/ping every 2000 ms while a call runs. */
  monitorHttp: v.boolean(),
  /** Runs inside a merchant iframe: redirects navigate the top window. */
  inIframe: v.boolean(),
  /** Order summary with shop description and link (aober). */
  orderSummary: v.boolean(),
  /** 'full' footer, or only the PCI banner (aober). */
  footer: v.picklist(['full', 'pci-only']),
  backButtonOnDesktop: v.boolean(),
  backButtonOnMobile: v.boolean(),
  saveCardByDefault: v.boolean(),
  showCardholderName: v.boolean(),
  labelsAsPlaceholdersOnSmallScreens: v.boolean(),
  inputLabelsOnAllScreens: v.boolean(),
  showErrorText: v.boolean(),
  showEmptyFieldErrors: v.boolean(),
  /** Use POST /rest/v1/storeAndPay even when controllerVersion is v2. */
  storeAndPay: v.boolean(),
  savedCardsInDialog: v.boolean(),
  /** Refuse card numbers whose scheme is not in supportedCardTypes (unknown schemes too). */
  strictCardTypeValidation: v.boolean(),
  /** eupago: "authorize operations 2 and 12". The spec does not say what they change: carried, read by nothing. */
  authorizeOperations: v.array(v.pipe(v.number(), v.integer())),
  /** klass_wagen: "validates card operation 10". Carried, read by nothing, as above. */
  validateCardOperation: v.nullable(v.pipe(v.number(), v.integer())),
  /** ips: a separate payment header text above the form. */
  separatePaymentHeader: v.boolean(),
  /** ips: card scheme logos shown in the saved-card flow. */
  showSchemesInSavedCardFlow: v.boolean(),
  /** ips: the navigation (back) button sits at the bottom of the page. */
  navigationButtonAtBottom: v.boolean(),
  /** moneycorp: the shopper may move from the new-card form to the saved-card flow. */
  allowSwitchToSavedCards: v.boolean(),
  /** scenic: reads the addressFields query flag. */
  readAddressFields: v.boolean(),
  /**
   * small_world: asks for the recipient of a money transfer (spec 3 recipientDetails), sent as
   * j5, j13, j6, j7, j9 (spec 7). Card schemes require the recipient's name and address on
   * money-transfer transactions.
   */
  recipientDetails: v.boolean(),
  /**
   * The merchant's hosts: FailURL, BackURL and the result page's "Return to the shop" go only to
   * these (`shop.example`, `*.shop.example`: src/core/merchant-hosts.ts); a URL elsewhere counts as
   * not given. Absent or empty: any http(s) URL (spec). Left out of the defaults so a bundle without
   * a list carries no bytes for it; HPP_MERCHANT_HOSTS adds to it at build time.
   */
  merchantHosts: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.check(
          isMerchantHostPattern,
          'a lower-case host name, or *. and a host name (no scheme, port or path)',
        ),
      ),
    ),
  ),
  /**
   * Where a shopper reports an accessibility barrier: a `mailto:` or `https://` URL
   * (variants/accessibility-contact.ts), linked from the variant's accessibility statement. Read by
   * the build alone, never baked into the page's script (scripts/build/build-targets.ts). Absent: the
   * statement sends the shopper to the shop they were paying.
   */
  accessibilityContact: v.optional(
    v.pipe(v.string(), v.check(isAccessibilityContact, accessibilityContactRule)),
  ),
});

export type VariantSettings = v.InferOutput<typeof settingsSchema>;

/** Spec section 9, "Default settings". */
export const defaultSettings: VariantSettings = {
  formAppearance: 'basic',
  secondVersionTemplate: false,
  theme: 'basic-theme',
  language: 'en',
  showAmount: false,
  monitorHttp: false,
  inIframe: false,
  orderSummary: false,
  footer: 'full',
  backButtonOnDesktop: true,
  backButtonOnMobile: false,
  saveCardByDefault: false,
  showCardholderName: true,
  labelsAsPlaceholdersOnSmallScreens: false,
  inputLabelsOnAllScreens: false,
  showErrorText: true,
  showEmptyFieldErrors: false,
  storeAndPay: false,
  savedCardsInDialog: false,
  strictCardTypeValidation: false,
  authorizeOperations: [],
  validateCardOperation: null,
  separatePaymentHeader: false,
  showSchemesInSavedCardFlow: false,
  navigationButtonAtBottom: false,
  allowSwitchToSavedCards: false,
  readAddressFields: false,
  recipientDetails: false,
};

/** The merchant's name as shown in the page header, from the variant's theme. */
export interface VariantBrand {
  name: string;
  wordmark: string;
  /** Generic forms show the merchant's own name (merchantName) in place of the wordmark. */
  merchantNameInHeader?: boolean;
  /** How the wordmark is set (variants/themes.ts); optional so fixtures may leave it out. */
  wordmarkStyle?: WordmarkStyle;
  headerStyle: 'bar' | 'plain' | 'centered';
  /**
   * The logo the build put into the bundle (scripts/build/brand-logo-files.ts), with its alt text,
   * and the version drawn for the header of the dark palette when the page follows the shopper.
   */
  logo?: { src: string; alt: string; darkSchemeSrc?: string };
}

/** What the page receives at run time about its own variant (baked in by the build). */
export interface VariantRuntime {
  brand?: VariantBrand;
  /** The registry path, e.g. "basic" or "aober/chicshes.html". */
  path: string;
  screen: ScreenName;
  /** What start-up does for the screen's kind, from variants/screens.ts (baked in, so no table rides along). */
  startup: KindTraits['startup'];
  settings: VariantSettings;
  /**
   * The build's release id (scripts/release/release-id.ts), baked into the health page only: every
   * other bundle's scripts stay the same bytes from one commit to the next when their code does.
   */
  release?: string;
}
