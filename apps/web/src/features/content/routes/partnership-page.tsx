// Replaced by the page's real content.
export function PartnershipPage() { return null; }
