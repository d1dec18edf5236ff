// Replaced by the page's real content.
export function PrivacyPage() { return null; }
