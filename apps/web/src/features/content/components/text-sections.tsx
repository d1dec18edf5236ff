import { contentLinks } from './content-links';
import { ContentKey, keysOf, RichText, useContentText } from './content-text';

type SectionGroup = Record<string, { title: string } & Record<string, string>>;

/**
 * Headed sections of paragraphs, as the catalogue group at `base` lists them
 * (`{ key: { title, p1, p2, … } }`). `level` is the heading level: 2 on a page, 3 inside a dialog.
 */
export function TextSections({ base, group, level = 2 }: { base: string; group: SectionGroup; level?: 2 | 3 }) {
  const { text } = useContentText();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {keysOf(group).map((section) => (
        <section key={section} aria-labelledby={`${base}.${section}`.replace(/\./g, '-')}>
          <Heading id={`${base}.${section}`.replace(/\./g, '-')}>{text(`${base}.${section}.title` as ContentKey)}</Heading>
          {keysOf(group[section])
            .filter((key) => key !== 'title')
            .map((paragraph) => (
              <p key={paragraph}>
                <RichText k={`${base}.${section}.${paragraph}` as ContentKey} components={contentLinks} />
              </p>
            ))}
        </section>
      ))}
    </>
  );
}
