import { describeHandDrawnSvgs } from '@/testing/hand-drawn-svgs';
import { type KnownApmId, knownApmMethods } from '@/ui/apm/apm-methods';

/** The wordmarks are drawn by hand for this project: small, self-contained, one button shape. */
describeHandDrawnSvgs('assets/apm', Object.keys(knownApmMethods) as KnownApmId[], { width: 80, height: 32 });
