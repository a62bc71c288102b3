/** One unseen space: the text of a line whose place is kept until its text comes (.awaited, base.css). */
export const keptPlace = '\u00a0';

/** `className`, with the class that keeps a line's place unseen while its text is `awaited`. */
export function awaitedClass(className: string, awaited: boolean): string {
  return awaited ? `${className} awaited` : className;
}

export interface MerchantTextProps {
  /** The screen's own class for this line (its type size, colour, spacing). */
  className: string;
  /** Text from the merchant's query, '' when the query gave none. */
  text: string;
  /** The query is not applied yet: with no text, the line's place is kept (state/purchase-summary.ts). */
  awaited?: boolean;
}

/**
 * One line of merchant text (what is bought, the shop's name) in a screen's purchase summary.
 * dir="auto": the merchant may write in a script that runs the other way from the page's
 * language. Nothing at all when there is no text, so no empty paragraph keeps its margins; while
 * the query is awaited, an unseen line of the same height instead.
 */
export function MerchantText({ className, text, awaited = false }: MerchantTextProps) {
  if (!text) return awaited ? <p className={awaitedClass(className, true)}>{keptPlace}</p> : null;
  return (
    <p className={className} dir="auto">
      {text}
    </p>
  );
}
