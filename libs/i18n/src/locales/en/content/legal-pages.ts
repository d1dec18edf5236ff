/** The legal texts: terms, privacy and refunds. */
export const legalPages = {
  terms: {
    title: 'Terms of service',
    lead: 'These terms govern the use of {{brand}}. Please read them before creating an account.',
    sections: {
      general: {
        title: '1. General provisions',
        p1: '1.1. {{brand}} (“we”, “the service”) provides temporary use of mobile numbers of physical SIM cards for receiving SMS verification codes, as one-time activations and long-term rentals, together with a personal account, a balance and a public API.',
        p2: '1.2. By registering an account you accept these terms and the <privacy>privacy policy</privacy>. If you do not accept them, do not use the service.',
        p3: '1.3. You must be of legal age in your country and able to enter into this agreement.',
      },
      account: {
        title: '2. Account',
        p1: '2.1. An account is opened with an email address, which must be confirmed through the link we send to it.',
        p2: '2.2. Keep your password and API key secret. Everything done with your password or API key is treated as done by you. If you think someone else knows them, change the password or generate a new API key in your profile.',
        p3: '2.3. The interface language and the webhook URL are set in your profile.',
      },
      services: {
        title: '3. Services',
        p1: '3.1. One-time activation: a number for receiving one SMS within 15 minutes. It is charged only if an SMS arrives. Without an SMS it is cancelled automatically after 15 minutes. You can mark the number as blocked by the service, as “SMS not received”, or cancel it; after receiving the code you must finish (deactivate) it.',
        p2: '3.2. Long-term rental: a number for a period (24 hours), receiving unlimited verification codes from any service or from the selected one. Only verification codes are delivered; other messages are filtered out. The rental can be extended any number of times within 60 days from the rental date, after which the number is recycled.',
        p3: '3.3. Restore access to a previously rented number costs {{restorePrice}}. It is done within a few hours; after that each press of “Start usage” gives one hour of receiving messages.',
        p4: '3.4. A number is given to the same service only once. Some services send the code by a phone call; the code is then the last digits of the calling number.',
        p5: '3.5. We do not guarantee that a particular third-party site will accept a particular number or will send a message to it.',
      },
      payments: {
        title: '4. Balance and payments',
        p1: '4.1. The balance is kept in US dollars and is topped up in advance by card, through payment systems (including Payeer) or in cryptocurrency.',
        p2: '4.2. The minimum top-up is {{minCard}} by card or cryptocurrency and {{minPayeer}} through Payeer. Payment systems charge a 2% fee, Payeer 1%. Top-ups of {{cashbackFrom}} or more receive 15% cashback.',
        p3: '4.3. A transaction can take up to 30 minutes. An email confirms each completed top-up.',
        p4: '4.4. Prices are shown before you take a number and may change; a number already taken keeps the price at which it was taken.',
        p5: '4.5. Refunds follow the <refund>refund policy</refund>.',
      },
      limits: {
        title: '5. Limits and acceptable use',
        p1: '5.1. Up to 5 numbers can be active at the same time.',
        p2: '5.2. More than 5 number requests without an SMS and without finishing the number can block the account temporarily, until support lifts the block.',
        p3: '5.3. You may not use the service for fraud, for access to accounts or data that are not yours, for harassment, for sending unsolicited messages, or for any other activity that breaks the law. You are responsible for following the rules of the sites where you use our numbers.',
        p4: '5.4. The public API allows up to 50 requests per second per API key.',
      },
      blocking: {
        title: '6. Blocking and termination',
        p1: '6.1. We may block an account that breaks these terms. A blocked user sees a notice and can contact support.',
        p2: '6.2. You may stop using the service at any time and ask support to close your account. An unused balance is refunded according to the <refund>refund policy</refund>.',
      },
      liability: {
        title: '7. Availability and liability',
        p1: '7.1. We work to keep the service available, but numbers depend on mobile carriers and third-party sites. During maintenance the service may be temporarily unavailable.',
        p2: '7.2. The service is provided “as is”. Our liability for any order is limited to the amount you paid for it.',
        p3: '7.3. We are not responsible for the actions of third-party sites, including blocking accounts registered with our numbers.',
      },
      changes: {
        title: '8. Changes to these terms',
        p1: '8.1. We may change these terms. The current version is always published on this page; by continuing to use the service after a change you accept the new version.',
      },
      contacts: {
        title: '9. Contacts',
        p1: '9.1. Questions about these terms: the <support>support chat</support> or <mail>{{email}}</mail>.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'This policy explains what data {{brand}} collects, why, how it is protected and stored, and when it is disclosed. Questions about it: <support>support chat</support> or <mail>{{email}}</mail>.',
    sections: {
      collection: {
        title: 'Collection and use of information',
        p1: 'When you register we collect your email address, a password (kept only as a one-way hash) and your preferred language. You can also set a webhook URL. We create an API key for you.',
        p2: 'While you use the service we record your balance and top-ups, the numbers you took or rented, their activations and the messages received on them, and technical data such as IP addresses, needed against abuse and for security.',
        p3: 'We use this data to provide the service: to deliver codes to you in your account, via the API and to your webhook URL, to keep your balance, to send service emails (confirmation of the address, password reset, top-up confirmation), to answer your requests and to prevent abuse.',
        p4: 'Your browser keeps your session and language settings in its local storage so that you stay logged in.',
      },
      protection: {
        title: 'Data protection',
        p1: 'The connection to the service is encrypted. Passwords are stored only as hashes; we cannot read them.',
        p2: 'Access to account data and messages is limited to the staff who need it to run the service, answer a request or investigate abuse.',
        p3: 'Card data is entered on the pages of payment providers; we do not receive or store card numbers.',
      },
      storage: {
        title: 'Data storage',
        p1: 'We keep account data while the account exists. Balance operations and top-ups are kept as long as accounting rules require.',
        p2: 'Messages and activation history are kept so that you can see them in your account and so that disputed charges can be checked.',
        p3: 'You can ask support to delete your account. We then delete your personal data, except what we must keep by law or to prevent abuse.',
      },
      disclosure: {
        title: 'Disclosure to third parties',
        p1: 'We do not sell or rent your data.',
        p2: 'We pass data only where the service needs it: to payment providers, to process a top-up; to the email provider, to deliver our emails; and to the webhook URL you set, which receives your messages at your instruction.',
        p3: 'We disclose data to public authorities only when the law requires it.',
      },
      changes: {
        title: 'Changes to this policy',
        p1: 'We may update this policy. The current version is always published on this page; by continuing to use the service after a change you accept the updated policy.',
      },
    },
  },
  refund: {
    title: 'Refund policy',
    lead: 'When you pay, when you do not, and how to get money back.',
    sections: {
      activations: {
        title: 'One-time activations',
        p1: 'A one-time activation is charged only when the SMS arrives. If no SMS arrives within 15 minutes, or you cancel the number or mark it “I did not receive SMS” or “blocked by the service” before an SMS arrives, nothing is charged and there is nothing to refund.',
        p2: 'If an SMS arrived but the registration failed because of the number, for example the code did not fit or the site rejected the number, write to support with the number, the service and the time. If we confirm it, the price is returned to your balance.',
      },
      rentals: {
        title: 'Long-term rentals',
        p1: 'A rental and each extension are paid upfront for the period. Ending a rental within its first 20 minutes returns the whole price to your balance at once, if no verification code was delivered to it. Later, or once a code has been delivered, the rental is not refundable, even if you stop using it earlier.',
        p2: 'If no code at all could be delivered during the period because of a fault on our side, write to support before the period ends. We check the number and, if the fault is confirmed, return the price to your balance.',
        p3: 'The {{restorePrice}} restore access fee is not refunded once access has been restored. If access cannot be restored, the fee is returned to your balance.',
      },
      balance: {
        title: 'Unused balance',
        p1: 'You can ask for a refund of the unused balance. It is returned, where possible, by the method the money came in, minus the fees of the payment providers. Cashback is not paid out.',
        p2: 'Top-ups that are still in progress (up to 30 minutes) are not lost: the balance updates by itself as soon as the transaction is complete.',
      },
      request: {
        title: 'How to ask for a refund',
        p1: 'Write to the <support>support chat</support> or to <mail>{{email}}</mail> from the email address of your account. Include the amount, the payment method and date, and for activations or rentals the number, the service and the time.',
        p2: 'We reply with the amount to be returned and the expected date before sending it.',
      },
    },
  },
} as const;
