interface ResultLinksProps {
  tryAgainUrl: string | undefined;
  backUrl: string | undefined;
  tryAgainLabel: string;
  backLabel: string;
}

/**
 * The ways on. Try again is the main action where it is offered; then going back to the shop
 * is the quieter one beside it. Plain links: both leave the page.
 */
export function ResultLinks({ tryAgainUrl, backUrl, tryAgainLabel, backLabel }: ResultLinksProps) {
  if (!tryAgainUrl && !backUrl) return null;
  return (
    <div className="result__actions">
      {tryAgainUrl ? (
        <a className="button button--primary result__link" href={tryAgainUrl}>
          {tryAgainLabel}
        </a>
      ) : null}
      {backUrl ? (
        <a
          className={`button ${tryAgainUrl ? 'button--secondary' : 'button--primary'} result__link`}
          href={backUrl}
        >
          {backLabel}
        </a>
      ) : null}
    </div>
  );
}
