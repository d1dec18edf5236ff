// Replaced by the page's real content.
export function LoginPage() { return null; }
