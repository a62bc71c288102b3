import { useEffect, useRef, useState } from 'react';
import './brand-logo.css';

export interface BrandLogoProps {
  logo: { src: string; alt: string; darkSchemeSrc?: string };
  /** The wordmark's classes: the logo takes its place, and its text comes back if the file fails. */
  className: string;
}

/**
 * The merchant's logo in the header (a theme's `logo`, built into the bundle). Should the file
 * not load (blocked, gone from a CDN), the header shows the theme's wordmark instead: the alt
 * text, styled as the wordmark, never a broken-image icon.
 */
export function BrandLogo({ logo, className }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // The image is in the prerendered HTML: a failure before hydration fired no handler, but left
  // a complete image with no width.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <p className={className}>
      {failed ? (
        logo.alt
      ) : (
        // The dark palette's header may need the other version: chosen by the browser from the
        // shopper's scheme, like the stylesheet's colours, with no script deciding it.
        <picture>
          {logo.darkSchemeSrc ? (
            <source media="(prefers-color-scheme: dark)" srcSet={logo.darkSchemeSrc} />
          ) : null}
          <img
            ref={image}
            className="page__logo"
            src={logo.src}
            alt={logo.alt}
            onError={() => setFailed(true)}
          />
        </picture>
      )}
    </p>
  );
}
