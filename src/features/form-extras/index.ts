/**
 * The form's optional sections: the billing address (addressFields) and the recipient's details
 * (small_world), with the country select and address fields they share. Fetched when the form
 * first shows one (src/ui/lazy-parts.ts).
 */
export { BillingFields } from '@/features/form-extras/ui/billing-fields';
export { RecipientFields } from '@/features/form-extras/ui/recipient-fields';
