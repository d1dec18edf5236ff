/** About, questions and answers, partnership and contacts. */
export const helpPages = {
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
        a: 'Request restore access beside the number on the rentals page of your profile. It costs {{restorePrice}} and is done within a few hours. Then a “Start usage” button appears: each press gives one hour of receiving messages, as often as you need.',
      },
      simBalance: {
        q: 'My rented number stopped receiving messages after two months. Why?',
        a: 'A SIM card stays active only while its own balance with the carrier is kept up, and after 2 months from the rental date it may need a top-up. <support>Write to support</support> and give the number.',
      },
      topUp: {
        q: 'How do I top up my balance?',
        a: 'The balance is in US dollars. Top up by card, through payment systems including Payeer, or in cryptocurrency. The minimum is {{minCard}} by card or cryptocurrency and {{minPayeer}} through Payeer. Payment systems charge a 2% fee, Payeer 1%.',
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
        a: 'Yes: top-ups of {{cashbackFrom}} or more get 15% cashback on the balance.',
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
  partnership: {
    title: 'Partnership',
    lead: 'We work with resellers and with owners of SIM banks and modem racks.',
    sections: {
      resellers: {
        title: 'For resellers and developers',
        p1: 'Offer our numbers in your own bot, site or app through the public API: the balance, countries and services with prices and stock, buying a number, reading its codes or receiving them by webhook, and setting its status. Programs written for SMS-Activate or 5sim work with a changed address. Everything is in the <docs>API documentation</docs>.',
        p2: 'A partner programme for resellers, and for hubs that sell numbers on to their own customers, is in preparation. Tell us what volumes, services and countries you need, and we will write to you when it opens.',
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
} as const;
