import { useId } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { useContentText } from './content-text';

/** A titled code block with a copy button. */
export function CodeSample({ title, code }: { title: string; code: string }) {
  const { text } = useContentText();
  const titleId = useId();
  return (
    <figure className="code-sample" aria-labelledby={titleId}>
      <figcaption id={titleId} className="code-sample__title">
        <span>{title}</span>
        <CopyButton value={code} message={text('docs.copied')} label={text('docs.copy')} />
      </figcaption>
      <pre className="code code-sample__code">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
