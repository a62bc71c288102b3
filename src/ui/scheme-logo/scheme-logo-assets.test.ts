import { schemeLogoIds } from '@/core/scheme-logos';
import { describeHandDrawnSvgs } from '@/testing/hand-drawn-svgs';

/** The logos are drawn by hand for this project: small, self-contained, one card shape. */
describeHandDrawnSvgs('assets/schemes', schemeLogoIds, { width: 48, height: 32 });
