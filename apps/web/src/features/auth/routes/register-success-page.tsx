// Replaced by the page's real content.
export function RegisterSuccessPage() { return null; }
