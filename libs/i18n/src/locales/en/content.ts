/**
 * The public pages: home, products, help, legal texts, contacts and API documentation.
 * Markup tags such as `<support>…</support>` become links; `{{brand}}` and `{{email}}` come from configuration.
 */
export const content = {
  cta: {
    register: 'Create an account',
    choose: 'Choose a service',
    rent: 'Rent a number',
    verification: 'One-time activation',
    support: 'Write to support',
    moreVerification: 'More about one-time activation',
    moreRent: 'More about long-term rental',
  },
  comparison: {
    title: 'One-time activation or long-term rental',
    lead: 'Need one code right now? Take a one-time activation. Need codes on the same number again and again? Rent it.',
    caption: 'One-time activation compared with long-term rental',
    feature: 'What matters',
    oneTime: 'One-time activation',
    longTerm: 'Long-term rental',
    rows: {
      duration: {
        label: 'How long the number is yours',
        oneTime: '15 minutes',
        longTerm: 'A 24-hour period, extendable as many times as you need within 60 days',
      },
      sms: {
        label: 'Messages',
        oneTime: 'One SMS code',
        longTerm: 'Unlimited verification codes from any service, or from the service you chose',
      },
      price: {
        label: 'Payment',
        oneTime: 'Charged only when the SMS arrives',
        longTerm: 'Paid upfront for the period',
      },
      uses: {
        label: 'Best for',
        oneTime: 'A single registration or confirmation',
        longTerm: 'Several registrations on one number, 2FA, bank and marketplace messages, account recovery',
      },
      refund: {
        label: 'If no SMS arrives',
        oneTime: 'Cancelled automatically after 15 minutes; nothing is charged',
        longTerm: 'Not refunded once a code has been delivered; if no code could be delivered because of a fault on our side, support returns the price',
      },
    },
  },
  home: {
    documentTitle: '{{brand}}: real SIM numbers for SMS verification',
    hero: {
      title: 'Receive SMS codes on real SIM numbers',
      lead: '{{brand}} gives you mobile numbers of physical SIM cards installed in our GSM modems, not VoIP. Register and verify accounts on any site, and pay only when the SMS arrives.',
      points: {
        sim: 'Physical SIM cards of mobile carriers',
        pay: 'Pay only when the SMS arrives',
        api: 'Codes in your account, via API or webhook',
      },
    },
    how: {
      title: 'How it works',
      steps: {
        choose: {
          title: 'Choose a service and a country',
          text: 'Pick the site or app you are signing up for and the country of the number. You see the price before you take the number.',
        },
        get: {
          title: 'Get a number',
          text: 'You receive a number of a SIM card in our rack. Copy it with one click.',
        },
        use: {
          title: 'Use it on the site',
          text: 'Enter the number on the site and ask it to send the code.',
        },
        code: {
          title: 'Receive the code',
          text: 'The code appears within minutes, and only then are you charged. No SMS within 15 minutes: the number is cancelled and you pay nothing.',
        },
      },
    },
    advantages: {
      title: 'Why {{brand}}',
      items: {
        realSim: {
          title: 'Real SIM cards',
          text: 'Every number belongs to a physical SIM card of a mobile carrier. Many sites refuse virtual (VoIP) numbers; ours are ordinary mobile numbers.',
        },
        payForResult: {
          title: 'You pay for the result',
          text: 'A one-time activation is charged only when the SMS arrives. No SMS, no charge.',
        },
        fresh: {
          title: 'Fresh for every service',
          text: 'A number is given to the same service only once, so nobody has used it there through us before.',
        },
        longTerm: {
          title: 'Numbers for the long run',
          text: 'Rent a number for 24-hour periods and extend it within 60 days to receive codes again and again.',
        },
        api: {
          title: 'API and webhooks',
          text: 'Automate your work: read codes through the API or receive them on your server by webhook.',
        },
        support: {
          title: 'Live support',
          text: 'A question about a number or a payment? Write to the support chat and a person will answer.',
        },
      },
    },
    more: {
      title: 'Questions left?',
      text: 'Read the <faq>answers to frequent questions</faq> or <support>write to the support chat</support>.',
    },
  },
  sms: {
    title: 'SMS verification',
    lead: 'A one-time number for one SMS code: it waits for your code for 15 minutes, and you pay only if the SMS arrives.',
    how: {
      title: 'How to receive a code',
      steps: {
        topUp: {
          title: 'Top up your balance',
          text: 'By card, through payment systems including Payeer, or in cryptocurrency. Minimum $1 (Payeer: $5).',
        },
        choose: {
          title: 'Choose a service and a country',
          text: 'The price depends on the service and the country and is shown before you take a number.',
        },
        get: {
          title: 'Get the number',
          text: 'Copy it and enter it on the site right away: the 15 minutes start at once.',
        },
        read: {
          title: 'Read the code',
          text: 'It appears in your account within minutes. You can also receive it through the API or by webhook.',
        },
        finish: {
          title: 'Finish the activation',
          text: 'Once you have the code, finish (deactivate) the number to close the activation.',
        },
      },
    },
    rules: {
      title: 'The rules of a one-time activation',
      items: {
        window: 'The number waits for an SMS for 15 minutes. One activation receives one SMS.',
        charge: 'You need enough balance to take a number, but the money is charged only when the SMS arrives.',
        autoCancel: 'If no SMS arrives within 15 minutes, the activation is cancelled automatically and nothing is charged.',
        refund: 'If the registration fails because the site rejected the number or the code never came, mark the number accordingly and the activation is not paid for.',
        once: 'A number is given to the same service only once: it has not been used on that service through us before.',
        finish: 'After you receive the code, finish the number. This closes the activation and frees a place for your next number.',
      },
    },
    actions: {
      title: 'What you can do with an active number',
      items: {
        blocked: {
          title: 'Blocked by the service',
          text: 'The site says the number is blocked, invalid or already in use. Mark it and take another number; you are not charged.',
        },
        noSms: {
          title: 'I did not receive SMS',
          text: 'The site says it sent the code, but nothing came. Mark it; the activation ends without a charge.',
        },
        cancel: {
          title: 'Cancel',
          text: 'You no longer need the number and no SMS has come yet. Cancel it; nothing is charged.',
        },
        finish: {
          title: 'Finish',
          text: 'The code has arrived and you have used it. Finish the activation to close it.',
        },
      },
    },
    calls: {
      title: 'Codes sent by a phone call',
      text: 'Some services confirm a number by calling it instead of sending an SMS. The code is then the last digits of the calling number. One service first tries to call and then sends an SMS, so wait for either.',
    },
    limits: {
      title: 'Limits',
      items: {
        five: 'Up to 5 numbers can be active at the same time.',
        block: 'More than 5 number requests without an SMS and without finishing the number can block your account temporarily. The block stays until support lifts it, so cancel or finish numbers you no longer need.',
      },
    },
    tips: {
      title: 'Tips',
      items: {
        ready: 'Take the number when the registration form is already open in front of you.',
        rejected: 'If the site rejects the number, do not wait for the timer: mark it “blocked by the service” and take another one.',
        second: 'One activation receives one code. If you will need codes on the same number later, for example to log in again, rent it instead.',
        automate: 'Many codes a day? Use the <docs>API</docs> and a webhook instead of the browser.',
      },
    },
  },
  rent: {
    title: 'Long-term number rental',
    lead: 'A number of your own for a period: receive verification codes from any service, or from the one you chose, as many times as you need.',
    what: {
      title: 'What you get',
      items: {
        period: 'A rental period of 24 hours, shown beside the number.',
        unlimited: 'Unlimited SMS during the period, from any service or only from the service you chose when renting.',
        codesOnly: 'Only verification codes are delivered. Other messages to the number, such as advertising or carrier notices, are filtered out.',
        where: 'Codes appear in your account, through the API and by webhook.',
        upfront: 'The period is paid upfront when you rent or extend the number.',
      },
    },
    extend: {
      title: 'Extension',
      text: 'Extend the rental as many times as you need within 60 days from the rental date. After that the number is recycled: it leaves your account and goes back into circulation.',
      sim: 'A SIM card stays active only while its own balance with the carrier is kept up. After 2 months from the rental date the SIM card may need a top-up; if the number stops receiving messages, write to support.',
    },
    restore: {
      title: 'Restore access',
      text: 'Need a code again on a number you rented before, for example to log in to an account registered with it? Restore access to it for $2.',
      steps: {
        request: 'Request restore access beside the number on the rentals page of your profile.',
        wait: 'The request is done within a few hours.',
        start: 'A “Start usage” button appears beside the number. Press it to receive messages for one hour.',
        repeat: 'Press it again whenever you need to: there is no limit.',
      },
    },
    uses: {
      title: 'What people rent numbers for',
      items: {
        multi: 'Registering on several services with one number',
        twoFa: 'Two-factor authentication (2FA)',
        bank: 'Codes from banks and marketplaces',
        bots: 'Chat bots',
        crm: 'CRM systems',
        auto: 'Auto-responders',
        mailing: 'Mass mailing services',
        recovery: 'Account recovery',
      },
    },
    mine: {
      title: 'Your rented numbers',
      link: 'Manage rentals in your profile',
    },
  },
  about: {
    title: 'About us',
    lead: 'We provide mobile numbers of real SIM cards for receiving verification codes, for people and for developers.',
    sections: {
      who: {
        title: 'What we do',
        p1: '{{brand}} is a service for receiving SMS verification codes. You take a number, use it to register or confirm an account on a site or in an app, and read the code in your account, through the API or on your own server by webhook.',
        p2: 'We offer two modes: a one-time activation, a number for one code within 15 minutes, and a long-term rental, a number of your own for receiving codes from any service for as long as you extend it.',
      },
      how: {
        title: 'How our numbers work',
        p1: 'Each number is a physical SIM card of a mobile carrier, installed in a GSM modem in our racks. When a service sends a code, the modem receives the SMS and our system delivers it to you as soon as it arrives.',
        p2: 'Because the numbers are ordinary mobile numbers and not VoIP, they pass the checks of sites that refuse virtual numbers much more often.',
      },
      principles: {
        title: 'What we stand for',
        p1: 'You pay for a result: a one-time activation is charged only when the SMS arrives, and a number goes to the same service only once.',
        p2: 'Clear rules: the limits, fees and refund conditions are written on our pages, not hidden in a support reply.',
        p3: 'Careful with data: we ask only for an email address to open an account, and we keep what we need to run the service and nothing more.',
      },
      contact: {
        title: 'Talk to us',
        p1: 'Questions, ideas or a proposal for cooperation? <support>Write to the support chat</support> or to <mail>{{email}}</mail>.',
      },
    },
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'Short answers about numbers, payments and limits. Did not find yours? <support>Ask support</support>.',
    items: {
      what: {
        q: 'What is {{brand}}?',
        a: '{{brand}} is a service for receiving SMS verification codes on mobile numbers of real SIM cards. Use a number to register or confirm an account on a site or in an app, then read the code in your account, via the API or by webhook.',
      },
      voip: {
        q: 'Are the numbers virtual?',
        a: 'No. Every number belongs to a physical SIM card of a mobile carrier, installed in a GSM modem in our racks. These are not VoIP numbers, which many sites refuse.',
      },
      charge: {
        q: 'When is the money charged for a one-time activation?',
        a: 'Only when the SMS arrives. You need enough balance to take a number, but if no SMS comes, you pay nothing.',
      },
      noSms: {
        q: 'What if the SMS does not arrive?',
        a: 'The number waits for the SMS for 15 minutes. If nothing comes, the activation is cancelled automatically and nothing is charged. You can also end it earlier with the “I did not receive SMS” button and take another number.',
      },
      blocked: {
        q: 'The site says the number is blocked or already used. What should I do?',
        a: 'Mark the number as “blocked by the service” and take another one. You are not charged for it. We give a number to the same service only once, but sites sometimes reject numbers for their own reasons.',
      },
      finish: {
        q: 'Why should I finish the number after receiving the code?',
        a: 'Finishing (deactivating) closes the activation and frees a place: up to 5 numbers can be active at the same time.',
      },
      limit: {
        q: 'Why was my account blocked?',
        a: 'The account is blocked temporarily after more than 5 number requests without an SMS and without finishing the number. The block stays until support lifts it: <support>write to the support chat</support> from the account’s email address.',
      },
      second: {
        q: 'Can I receive a second code on a one-time number?',
        a: 'No, one activation receives one SMS. If you need several codes on the same number, for example for 2FA or to log in later, <rent>rent the number</rent> instead.',
      },
      call: {
        q: 'The service calls instead of sending an SMS. Where is the code?',
        a: 'Some services confirm a number by calling it. The code is then the last digits of the calling number. One service first tries to call and then sends an SMS, so wait for either.',
      },
      rent: {
        q: 'How does long-term rental work?',
        a: 'You pay for a 24-hour period and receive unlimited verification codes from any service, or from the service you chose. Extend the rental as many times as you need within 60 days; after that the number is recycled.',
      },
      filtered: {
        q: 'Why don’t I see all messages on my rented number?',
        a: 'Only verification codes are delivered. Other messages, such as advertising or carrier notices, are filtered out.',
      },
      restore: {
        q: 'How do I get a code on a number I rented before?',
        a: 'Request restore access beside the number on the rentals page of your profile. It costs $2 and is done within a few hours. Then a “Start usage” button appears: each press gives one hour of receiving messages, as often as you need.',
      },
      simBalance: {
        q: 'My rented number stopped receiving messages after two months. Why?',
        a: 'A SIM card stays active only while its own balance with the carrier is kept up, and after 2 months from the rental date it may need a top-up. <support>Write to support</support> and give the number.',
      },
      topUp: {
        q: 'How do I top up my balance?',
        a: 'The balance is in US dollars. Top up by card, through payment systems including Payeer, or in cryptocurrency. The minimum is $1 by card or cryptocurrency and $5 through Payeer. Payment systems charge a 2% fee, Payeer 1%.',
      },
      pending: {
        q: 'I paid, but the balance has not changed.',
        a: 'A transaction, including a cryptocurrency one, can take up to 30 minutes. When it is complete, refresh the page to see the new balance; you also receive an email confirming the top-up. If 30 minutes have passed, write to support with the amount, method and time of the payment.',
      },
      vpn: {
        q: 'The payment page does not open.',
        a: 'Some payment pages are not available in every network. Try again with a VPN turned on.',
      },
      cashback: {
        q: 'Is there a discount for large top-ups?',
        a: 'Yes: top-ups of $1000 or more get 15% cashback on the balance.',
      },
      api: {
        q: 'Can I receive codes automatically?',
        a: 'Yes. Read codes through the API with your API key, or set a URL and receive each SMS on your server by webhook. See the <docs>API documentation</docs>.',
      },
      refund: {
        q: 'How do I get my money back?',
        a: 'One-time activations without an SMS are not charged at all. For rentals and for the unused balance, see the <refund>refund policy</refund>.',
      },
    },
  },
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
        p3: '3.3. Restore access to a previously rented number costs $2. It is done within a few hours; after that each press of “Start usage” gives one hour of receiving messages.',
        p4: '3.4. A number is given to the same service only once. Some services send the code by a phone call; the code is then the last digits of the calling number.',
        p5: '3.5. We do not guarantee that a particular third-party site will accept a particular number or will send a message to it.',
      },
      payments: {
        title: '4. Balance and payments',
        p1: '4.1. The balance is kept in US dollars and is topped up in advance by card, through payment systems (including Payeer) or in cryptocurrency.',
        p2: '4.2. The minimum top-up is $1 by card or cryptocurrency and $5 through Payeer. Payment systems charge a 2% fee, Payeer 1%. Top-ups of $1000 or more receive 15% cashback.',
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
        p1: 'A rental and each extension are paid upfront for the period. Once a verification code has been delivered to the number during the period, the rental is not refundable, even if you stop using it earlier.',
        p2: 'If no code at all could be delivered during the period because of a fault on our side, write to support before the period ends. We check the number and, if the fault is confirmed, return the price to your balance.',
        p3: 'The $2 restore access fee is not refunded once access has been restored. If access cannot be restored, the fee is returned to your balance.',
      },
      balance: {
        title: 'Unused balance',
        p1: 'You can ask for a refund of the unused balance. It is returned, where possible, by the method the money came in, minus the fees of the payment providers. Cashback is not paid out.',
        p2: 'Top-ups that are still in progress (up to 30 minutes) are not lost: refresh the page after the transaction is complete, and the balance updates.',
      },
      request: {
        title: 'How to ask for a refund',
        p1: 'Write to the <support>support chat</support> or to <mail>{{email}}</mail> from the email address of your account. Include the amount, the payment method and date, and for activations or rentals the number, the service and the time.',
        p2: 'We reply with the amount to be returned and the expected date before sending it.',
      },
    },
  },
  partnership: {
    title: 'Partnership',
    lead: 'We work with resellers and with owners of SIM banks and modem racks.',
    sections: {
      resellers: {
        title: 'For resellers and developers',
        p1: 'Offer our numbers in your own bot, site or app. The public API gives you the balance today; the endpoints for numbers will be published in the <docs>API documentation</docs> as they open.',
        p2: 'Tell us what volumes, services and countries you need, and we will discuss conditions.',
      },
      simBanks: {
        title: 'For SIM-bank owners',
        p1: 'Do you have GSM modems with SIM cards? Connect them to {{brand}} and earn on the messages your numbers receive.',
        p2: 'Tell us the country and carriers of your SIM cards, how many you have, and which modems they are in.',
      },
      conditions: {
        title: 'Conditions',
        p1: 'Terms of cooperation are agreed individually, depending on volumes, countries and carriers.',
      },
      contact: {
        title: 'How to start',
        p1: 'Write to the <support>support chat</support> or to <mail>{{email}}</mail> with the subject “Partnership” and a few words about yourself.',
      },
    },
  },
  contacts: {
    title: 'Contacts',
    lead: 'We answer questions about numbers, payments, refunds, the API and partnership.',
    chat: {
      title: 'Support chat',
      text: 'The fastest way to reach us.',
      button: 'Open the support chat',
    },
    email: {
      title: 'Email',
      text: 'For detailed requests and refunds: <mail>{{email}}</mail>',
      copy: 'Copy the address',
      copied: 'Email address copied',
    },
    include: {
      title: 'So that we can answer faster, include',
      items: {
        account: 'the email address of your account;',
        number: 'for an activation or a rental: the number, the service and the time;',
        payment: 'for a top-up: the amount, the method and the time of the payment;',
        errorId: 'for an API error: the status code and the errorId, if the response has one.',
      },
    },
    blocked: {
      title: 'Account blocked?',
      text: 'A temporary block for number requests without an SMS is lifted by support. Write to the chat and give your account’s email address.',
    },
  },
  docs: {
    title: 'API documentation',
    lead: 'Automate receiving codes: the {{brand}} API accepts HTTPS requests and answers in JSON.',
    toc: 'On this page',
    copy: 'Copy',
    copied: 'Example copied',
    start: {
      title: 'Getting started',
      p1: 'All requests go to the base address below. Amounts are in US dollars.',
      base: 'Base address',
    },
    auth: {
      title: 'Authentication',
      p1: 'Every request carries your API key in the Authorization header:',
      p2: 'Your key is on the <apiPage>API page of your profile</apiPage>. Keep it secret: anyone with the key can spend your balance. A request without a valid key gets 401. If the key may have leaked, generate a new one on the same page: the old key stops working at once.',
      keyPlaceholder: 'YOUR_API_KEY',
    },
    balance: {
      title: 'Balance',
      p1: 'Returns the balance of your account.',
      request: 'Request',
      response: 'Response',
      example: 'Example with curl',
      fields: 'Response fields',
      field: 'Field',
      type: 'Type',
      description: 'Description',
      balanceField: 'Your balance in US dollars, for example 12.34',
      number: 'number',
    },
    numbers: {
      title: 'Numbers and activations',
      p1: 'The endpoints for numbers will be listed here as they open:',
      items: {
        activation: 'get a number for a one-time activation;',
        rental: 'get a number for a long-term rental;',
        status: 'get the status of an activation;',
        setStatus: 'set the status of an activation (activations only);',
        catalogue: 'list countries, carriers and services;',
        quantity: 'get the quantity of available numbers.',
      },
    },
    limits: {
      title: 'Rate limit',
      p1: 'Up to 50 requests per second per API key. Above that the API answers 429, with a Retry-After header giving the number of seconds to wait.',
    },
    errors: {
      title: 'Errors',
      p1: 'An unsuccessful request gets an HTTP status code and a JSON body:',
      example: 'Example: a request without a valid API key',
      field: 'Field',
      description: 'Description',
      fields: {
        statusCode: 'the HTTP status code',
        code: 'a stable machine-readable code, for example COMMON.UNAUTHORIZED',
        message: 'a description for people, in English',
        fields: 'only for invalid parameters: which parameter is wrong and why',
        errorId: 'only for internal errors: a reference to give to support',
      },
      tableCaption: 'HTTP status codes of the API',
      status: 'Status',
      meaning: 'Meaning',
      codes: {
        c400: 'Missing or invalid request parameters',
        c401: 'Invalid or missing API key',
        c402: 'Insufficient balance to complete the transaction',
        c403: 'Your account is banned due to rules violations',
        c404: 'User or number not found',
        c407: 'The limit of simultaneous activations has been exceeded',
        c409: 'There are currently no numbers for the selected service or country',
        c410: 'Number rental time expired',
        c422: 'The specified service is not supported',
        c429: 'Too many requests: wait for the number of seconds in Retry-After',
        c500: 'Internal server error',
        c503: 'Service temporarily unavailable',
      },
      note: 'Check statusCode and code in your program; the wording of message may be improved over time.',
    },
    retries: {
      title: 'Repeating requests',
      p1: 'Repeat a request until the response is OK. Network failures, 429, 500 and 503 are temporary: repeat with a growing pause, for example 1, 2, 4 and 8 seconds, up to 30 seconds; after 429 wait at least the Retry-After time.',
      p2: '409 means there are no numbers for the selected service or country right now: repeat later or choose another country. 407 means you already have 5 active numbers: finish or cancel one first.',
      p3: 'Do not repeat 400, 401, 402, 403, 404 and 422 unchanged: fix the request, the key or the balance first.',
    },
    webhook: {
      title: 'Webhook',
      p1: 'Instead of polling, you can receive each SMS on your server. Set your URL <apiPage>in your profile</apiPage>; only public http:// and https:// addresses are accepted.',
      p2: 'When an SMS arrives, {{brand}} sends a POST request with the message to your URL. Answer with HTTP 200 and a body containing status “success”:',
      p3: 'Any other answer, or no answer, counts as a failure: the request is repeated every 10 seconds, up to 5 times.',
      body: {
        title: 'The request body',
        text: 'A JSON object about the SMS or call that reached your number:',
        example: 'Example body',
        field: 'Field',
        type: 'Type',
        description: 'Description',
        types: {
          string: 'string',
          nullableString: 'string or null',
          number: 'number',
        },
        fields: {
          type: '“sms” for a text message, “call” for an incoming call',
          deliveryId: 'The id of this delivery; the same in every repeat of the request',
          activationId: 'The id of the activation or rental the number belongs to',
          number: 'The number that received the message, in international format',
          service: 'The code of the service the number was taken for, for example tg',
          sender: 'Who sent the SMS (for a call: the calling number); null when the network gave none',
          text: 'The text of the SMS; for a call, the calling number',
          code: 'The code found in the text; null when none was recognised',
          receivedAt: 'When the message arrived: date and time in ISO 8601, UTC',
          balance: 'Your balance in US dollars after the charge for this message',
        },
      },
      headers: {
        title: 'Headers',
        text: 'Besides Content-Type: application/json, every request carries three headers of its own:',
        example: 'Example headers',
        header: 'Header',
        description: 'Description',
        items: {
          signature: 'The signature, t=…,v1=…: t is the time of sending in Unix seconds, v1 is the hex HMAC-SHA256 of the text “t.raw body” computed with your webhook signing secret',
          delivery: 'The id of the delivery, the same as deliveryId in the body. It stays the same in every repeat, so you can drop a request you have already handled',
          attempt: 'The number of the attempt: 1 for the first request, up to 6 for the last repeat',
        },
      },
      verify: {
        title: 'Checking the signature',
        text: 'The signature proves that a request comes from {{brand}} and was not changed on the way. Your signing secret (it starts with whsec_) is on the <apiPage>API page of your profile</apiPage>; keep it on your server, for example in an environment variable. For every request:',
        steps: {
          raw: 'Read the raw body exactly as it arrived, before any JSON parsing: a body parsed and serialised again gives a different signature.',
          parse: 'Take t and v1 from the X-SimRelay-Signature header.',
          time: 'Refuse the request if t is more than 5 minutes away from the current time: an old request replayed by someone else is not accepted. Keep your server clock synchronised.',
          compute: 'Compute HMAC-SHA256 of the text made of t, a dot and the raw body, with your secret as the key, in hex.',
          compare: 'Compare the result with v1 in constant time (crypto.timingSafeEqual in Node.js), not with ==. If they differ, answer 401 and ignore the request.',
          repeat: 'Because of the repeats the same message may reach you more than once: keep the X-SimRelay-Delivery values you have handled, and answer a repeat with success without handling it again.',
        },
        rotate: 'If the secret may have leaked, generate a new one on the same page. Requests sent from then on, repeats included, are signed with the new secret only.',
      },
      example: 'A handler that checks the signature (Node.js with Express)',
    },
  },
} as const;
