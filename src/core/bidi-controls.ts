/**
 * Bidirectional controls: the embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
 * and the direction marks (U+200E, U+200F, U+061C). Invisible, they reorder what is shown around
 * them: "Shop \u202Emoc.lapyap" reads as "Shop paypal.com". Text from the address that the page
 * shows goes without them.
 */
export const bidiControls = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
