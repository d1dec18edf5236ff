import { CopyButton } from '../../../components/copy-button';
import { Page } from '../../../components/page';
import { env } from '../../../config/env';
import { contentLinks } from '../components/content-links';
import { contentCatalogue, keysOf, RichText, useContentText } from '../components/content-text';
import '../content.css';

const INCLUDE = keysOf(contentCatalogue.contacts.include.items);

/** /contacts: the support chat and email, both from configuration. */
export function ContactsPage() {
  const { text } = useContentText();
  return (
    <Page title={text('contacts.title')} lead={text('contacts.lead')}>
      <div className="grid content-contacts">
        <section className="card" aria-labelledby="contacts-chat">
          <h2 id="contacts-chat" className="content-card-title">
            {text('contacts.chat.title')}
          </h2>
          <p>{text('contacts.chat.text')}</p>
          <a className="button" href={env.supportUrl} target="_blank" rel="noreferrer" data-testid="support-chat-link">
            {text('contacts.chat.button')}
          </a>
        </section>
        <section className="card" aria-labelledby="contacts-email">
          <h2 id="contacts-email" className="content-card-title">
            {text('contacts.email.title')}
          </h2>
          <p>
            <RichText k="contacts.email.text" components={contentLinks} />
          </p>
          <CopyButton value={env.supportEmail} message={text('contacts.email.copied')} label={text('contacts.email.copy')} />
        </section>
      </div>

      <section className="section prose" aria-labelledby="contacts-include">
        <h2 id="contacts-include">{text('contacts.include.title')}</h2>
        <ul className="content-list">
          {INCLUDE.map((item) => (
            <li key={item}>{text(`contacts.include.items.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section prose" aria-labelledby="contacts-blocked">
        <h2 id="contacts-blocked">{text('contacts.blocked.title')}</h2>
        <p>{text('contacts.blocked.text')}</p>
      </section>
    </Page>
  );
}
