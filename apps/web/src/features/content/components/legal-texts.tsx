import { contentCatalogue, RichText } from './content-text';
import { contentLinks } from './content-links';
import { TextSections } from './text-sections';

interface LegalTextProps {
  /** Section heading level: 3 (the default) inside a dialog titled with an h2; the pages pass 2, under their h1. */
  headingLevel?: 2 | 3;
}

/** The terms of service, without page chrome (the terms page, and the register page's dialog). */
export function TermsText({ headingLevel = 3 }: LegalTextProps) {
  return (
    <div className="prose legal-text" data-testid="terms-text">
      <p className="muted">
        <RichText k="terms.lead" components={contentLinks} />
      </p>
      <TextSections base="terms.sections" group={contentCatalogue.terms.sections} level={headingLevel} />
    </div>
  );
}

/** The privacy policy, five headed sections, without page chrome. */
export function PrivacyText({ headingLevel = 3 }: LegalTextProps) {
  return (
    <div className="prose legal-text" data-testid="privacy-text">
      <p className="muted">
        <RichText k="privacy.lead" components={contentLinks} />
      </p>
      <TextSections base="privacy.sections" group={contentCatalogue.privacy.sections} level={headingLevel} />
    </div>
  );
}
