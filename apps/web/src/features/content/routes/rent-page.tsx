// Replaced by the page's real content.
export function RentPage() { return null; }
