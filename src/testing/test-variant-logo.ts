// Unit tests render the header as a variant with a logo would (the build leaves it out elsewhere).
export { BrandLogo as Logo } from '@/ui/layout/brand-logo';
