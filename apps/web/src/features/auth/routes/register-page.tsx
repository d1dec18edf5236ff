// Replaced by the page's real content.
export function RegisterPage() { return null; }
