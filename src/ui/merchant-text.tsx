export interface MerchantTextProps {
  /** The screen's own class for this line (its type size, colour, spacing). */
  className: string;
  /** Text from the merchant's query, '' when the query gave none. */
  text: string;
}

/**
 * One line of merchant text (what is bought, the shop's name) in a screen's purchase summary.
 * dir="auto": the merchant may write in a script that runs the other way from the page's
 * language. Nothing at all when there is no text, so no empty paragraph keeps its margins.
 */
export function MerchantText({ className, text }: MerchantTextProps) {
  if (!text) return null;
  return (
    <p className={className} dir="auto">
      {text}
    </p>
  );
}
