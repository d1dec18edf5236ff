/** The product pages: one-time activation (SMS) and long-term rental. */
export const productPages = {
  sms: {
    title: 'SMS verification',
    lead: 'A one-time number for one SMS code: it waits for your code for 15 minutes, and you pay only if the SMS arrives.',
    how: {
      title: 'How to receive a code',
      steps: {
        topUp: {
          title: 'Top up your balance',
          text: 'By card, through payment systems including Payeer, or in cryptocurrency. Minimum {{minCard}} (Payeer: {{minPayeer}}).',
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
        period: 'A period you choose from the table below: 24 hours is shown first, longer periods cost less per day.',
        unlimited: 'Unlimited SMS during the period, from any service or only from the service you chose when renting.',
        codesOnly: 'Only verification codes are delivered. Other messages to the number, such as advertising or carrier notices, are filtered out.',
        where: 'Codes appear in your account, through the API and by webhook.',
        upfront: 'The period is paid upfront when you rent or extend the number. Ending early refunds the whole price only within the first 20 minutes, and only if no code was delivered.',
      },
    },
    extend: {
      title: 'Extension',
      text: 'Extend the rental as many times as you need, while it runs and up to 60 days after it ends: until then the number stays reserved for you. A number not extended within 60 days after its end is recycled: it leaves your account and goes back into circulation.',
      sim: 'A SIM card stays active only while its own balance with the carrier is kept up. After 2 months from the rental date the SIM card may need a top-up; if the number stops receiving messages, write to support.',
    },
    restore: {
      title: 'Restore access',
      text: 'Need a code again on a number you rented before, for example to log in to an account registered with it? Restore access to it for {{restorePrice}}.',
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
} as const;
