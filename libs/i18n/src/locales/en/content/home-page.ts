/** The home page: calls to action, the comparison of the products, its sections. */
export const homePage = {
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
        longTerm: 'A period you choose (24 hours by default, up to 30 days), extendable any number of times while it runs and up to 60 days after it ends',
      },
      sms: {
        label: 'Messages',
        oneTime: 'One SMS code',
        longTerm: 'Unlimited verification codes from any service, or from the service you chose',
      },
      price: {
        label: 'Payment',
        oneTime: 'The price is reserved on your balance and charged only when the SMS arrives',
        longTerm: 'Paid upfront for the period; extensions and restoring access ({{restorePrice}}) are paid when you ask for them',
      },
      uses: {
        label: 'Best for',
        oneTime: 'A single registration or confirmation',
        longTerm: 'Several registrations on one number, 2FA, bank and marketplace messages, account recovery',
      },
      refund: {
        label: 'If no SMS arrives',
        oneTime: 'Cancelled automatically after 15 minutes; the reserved price is released, nothing is charged',
        longTerm: 'Ending within the first 20 minutes refunds the whole price if no code was delivered; after that, or once a code came, nothing is refunded',
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
} as const;
