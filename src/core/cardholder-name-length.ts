/**
 * The longest name on the card, in UTF-16 code units (what an input's maxLength counts). The name
 * field's maxLength and the validator both read it, so the field never lets through a name the
 * validator refuses. The gateway takes c1 up to 256 characters; 64 is ample for a printed name.
 * Its own module, not the validator's, because the field renders on the first screen and the
 * validators load only on the first interaction.
 */
export const cardholderNameMaxLength = 64;
