// Every customer-facing text of the privacy centre (issue 39, DPDP Act 2023 and Rules 2025), in one
// module so a translation catalogue (the Hindi issue) can take them whole. A text that a consent is
// given against carries a version: a consent record names the version its user saw, and changing
// the words means changing the version.

export type ConsentPurpose = 'marketing' | 'analytics';
export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['marketing', 'analytics'];

/** One item of the itemised notice: what we hold, why, how long, who else receives it. */
export interface NoticeItem {
  what: string;
  why: string;
  howLong: string;
  whoReceives: string;
}

/** The version of the notice below; bump it with any change to its words. */
export const PRIVACY_NOTICE_VERSION = 'notice-2026-12-01';

export const PRIVACY_NOTICE_EN = {
  title: 'How instamg uses your personal data',
  intro:
    'Before you go on, here is what we collect, why, how long we keep it and who else receives it. You can see, download or delete your data, and change your choices, in Account → Privacy.',
  items: [
    {
      what: 'Your name, e-mail address and mobile number',
      why: 'To sign you in, and to tell you about your orders',
      howLong: 'While your account is open; deleted when you delete your account',
      whoReceives: 'The pharmacy that fulfils your order and the delivery partner, only while that order is active',
    },
    {
      what: 'Your delivery addresses and location',
      why: 'To find pharmacies within 5 km of you and to deliver your order',
      howLong: 'Until you delete the address or your account',
      whoReceives: 'The pharmacy that fulfils your order and the delivery partner',
    },
    {
      what: 'Your prescriptions and the medicines you order',
      why: 'So that a registered pharmacist can check a prescription, as the Drugs and Cosmetics Rules require',
      howLong:
        'Schedule H1 register entries for 3 years, as the law requires; other prescription files until you delete your account',
      whoReceives: 'Only the pharmacy that fulfils the order',
    },
    {
      what: 'Your orders, invoices and payments',
      why: 'To take payment, issue GST invoices and make refunds',
      howLong:
        'Invoices for 6 years after the end of the financial year, as tax law requires, with your name and contact removed when you delete your account',
      whoReceives: 'The pharmacy that fulfils your order and the payment gateway (Cashfree Payments)',
    },
  ] satisfies NoticeItem[],
  grievance:
    'Questions or complaints about your data go to our Grievance Officer (named in the privacy policy), who acknowledges every complaint within 48 hours.',
  acknowledge: 'I have read this notice',
} as const;

/** The notice's words in one language. */
export interface PrivacyNoticeText {
  title: string;
  intro: string;
  items: readonly NoticeItem[];
  grievance: string;
  acknowledge: string;
}

/**
 * The same notice in Hindi (issue 39 §1 with issue 37): the same version — it says the same
 * things; names of laws, companies and the Account → Privacy path stay as the app shows them.
 */
export const PRIVACY_NOTICE_HI: PrivacyNoticeText = {
  title: 'instamg आपके निजी डेटा का उपयोग कैसे करता है',
  intro:
    'आगे बढ़ने से पहले जान लें: हम क्या जानकारी लेते हैं, क्यों, कितने समय तक रखते हैं और किसे देते हैं। आप अपना डेटा देख, डाउनलोड या डिलीट कर सकते हैं, और अपनी पसंद Account → Privacy में बदल सकते हैं।',
  items: [
    {
      what: 'आपका नाम, ई-मेल पता और मोबाइल नंबर',
      why: 'आपको साइन इन कराने और आपके ऑर्डर की जानकारी देने के लिए',
      howLong: 'जब तक आपका खाता खुला है; खाता डिलीट करने पर हटा दिया जाता है',
      whoReceives: 'आपका ऑर्डर पूरा करने वाली फ़ार्मेसी और डिलीवरी पार्टनर, सिर्फ़ तब तक जब तक वह ऑर्डर चल रहा है',
    },
    {
      what: 'आपके डिलीवरी पते और लोकेशन',
      why: 'आपसे 5 किमी के अंदर की फ़ार्मेसी ढूँढने और ऑर्डर पहुँचाने के लिए',
      howLong: 'जब तक आप वह पता या अपना खाता डिलीट नहीं करते',
      whoReceives: 'आपका ऑर्डर पूरा करने वाली फ़ार्मेसी और डिलीवरी पार्टनर',
    },
    {
      what: 'आपके पर्चे और आपकी ऑर्डर की गई दवाएँ',
      why: 'ताकि एक रजिस्टर्ड फ़ार्मासिस्ट पर्चे की जाँच कर सके, जैसा Drugs and Cosmetics Rules कहते हैं',
      howLong:
        'शेड्यूल H1 रजिस्टर की एंट्री 3 साल तक, जैसा क़ानून कहता है; बाकी पर्चे की फ़ाइलें तब तक, जब तक आप अपना खाता डिलीट नहीं करते',
      whoReceives: 'सिर्फ़ वह फ़ार्मेसी जो ऑर्डर पूरा करती है',
    },
    {
      what: 'आपके ऑर्डर, इनवॉइस और भुगतान',
      why: 'भुगतान लेने, GST इनवॉइस बनाने और रिफ़ंड देने के लिए',
      howLong:
        'इनवॉइस वित्त वर्ष ख़त्म होने के बाद 6 साल तक, जैसा टैक्स क़ानून कहता है; खाता डिलीट करने पर उनसे आपका नाम और संपर्क हटा दिया जाता है',
      whoReceives: 'आपका ऑर्डर पूरा करने वाली फ़ार्मेसी और पेमेंट गेटवे (Cashfree Payments)',
    },
  ],
  grievance:
    'अपने डेटा से जुड़े सवाल या शिकायत हमारे शिकायत अधिकारी (Grievance Officer, जिनका नाम प्राइवेसी पॉलिसी में है) को भेजें, जो हर शिकायत की पावती 48 घंटे के अंदर देते हैं।',
  acknowledge: 'मैंने यह सूचना पढ़ ली है',
};

/** The notice in each language, with its labels. */
export const PRIVACY_NOTICES: Readonly<Record<'en-IN' | 'hi-IN', PrivacyNoticeText>> = {
  'en-IN': PRIVACY_NOTICE_EN,
  'hi-IN': PRIVACY_NOTICE_HI,
};

/** The notice's labels and links, per language. */
export const PRIVACY_NOTICE_LABELS = {
  'en-IN': {
    why: 'Why',
    howLong: 'How long',
    whoReceives: 'Who receives it',
    notice: 'Notice',
    policy: 'Privacy policy',
  },
  'hi-IN': { why: 'क्यों', howLong: 'कितने समय तक', whoReceives: 'किसे मिलती है', notice: 'सूचना', policy: 'प्राइवेसी पॉलिसी' },
} as const;

/** The versions of the consent texts below; a record names the one its user agreed to or withdrew. */
export const CONSENT_TEXT_VERSIONS: Readonly<Record<ConsentPurpose, string>> = {
  marketing: 'marketing-2026-12-01',
  analytics: 'analytics-2026-12-01',
};

export const CONSENT_TEXTS_EN: Readonly<Record<ConsentPurpose, { label: string; detail: string }>> = {
  marketing: {
    label: 'Offers and health tips',
    detail:
      'Messages about offers, new medicines and health tips by e-mail, SMS and app notification. Order updates and alerts you ask for are sent either way.',
  },
  analytics: {
    label: 'Help us improve instamg',
    detail: 'Let us measure how you use the app (pages opened, searches made) to make it better. Never sold or shared.',
  },
};

export const PRIVACY_SECTION_EN = {
  heading: 'Your choices',
  intro: 'Both are off unless you turn them on, and you can turn them off again at any time with one tap.',
  saved: 'Your choice is saved.',
  recordHeading: 'What you chose, and when',
  recordEmpty: 'You have not given or withdrawn any consent yet.',
  granted: 'Given',
  withdrawn: 'Withdrawn',
  noticeLink: 'Read the privacy notice',
} as const;

/** Account → Privacy, "Download my data" (issue 39 §2). */
export const DATA_EXPORT_EN = {
  heading: 'Download my data',
  intro:
    'Get a copy of what instamg holds about you: your account, addresses, orders with their items, prescriptions (their details and file ids), consents, grievance tickets and the messages we sent you, as a JSON file for other programs and a page you can read and print. Only you can download them, for 7 days.',
  request: 'Download my data',
  preparing: 'Preparing your file… This takes a minute or two; you can leave this page and come back.',
  ready: 'Your file is ready.',
  download: 'Download',
  downloadSummary: 'Readable summary',
  availableUntil: 'Available until',
  expired: 'Your last file has expired. Ask for a new one.',
  failed: 'We could not prepare your file. Please try again.',
  downloadFailed: 'The download failed. Please try again.',
} as const;

/** Account → Privacy, "Delete my account" (issue 39 §3, ADR 0013). */
export const DELETE_ACCOUNT_EN = {
  heading: 'Delete my account',
  intro:
    'Deleting your account is immediate and cannot be undone. We delete your sign-in, saved addresses, consents, cart, stock alerts and any data file you downloaded, and prescriptions that were never used for a delivered order.',
  kept: 'The law makes us keep some records: your past orders and tax invoices (for 6 years after the financial year) and, for Schedule H1 medicines, the pharmacy register with the patient’s name (3 years), with the prescription used. We keep them without your name, phone number and street address, and delete the prescriptions when their time is over.',
  activeOrder: 'If you have an order that is not finished yet, wait until it is delivered, cancelled or refunded.',
  start: 'Delete my account',
  dialogTitle: 'Delete your account',
  reauthPassword: 'For your safety, enter your password to sign in again.',
  reauthPhone: 'For your safety, we will text a sign-in code to your phone number.',
  reauthOther:
    'For your safety, this needs a sign-in of the last 5 minutes: if you signed in earlier, sign out, sign in again and come back here.',
  sendCode: 'Send code',
  codeSent: 'Enter the 6-digit code we sent to',
  secondFactor: 'Enter the 6-digit code from your authenticator app.',
  confirmLabel: 'Type DELETE to confirm',
  confirm: 'Delete my account',
  cancel: 'Keep my account',
  deleting: 'Deleting your account…',
  done: 'Your account has been deleted. Your past orders are kept without your name and contact details, as the law requires.',
  home: 'Go to the home page',
  wrongAccount: 'That code signed in to a different account. Nothing was deleted.',
} as const;
