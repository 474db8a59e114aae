import type { Language } from '#shared/languages.js';

/**
 * The words of every e-mail, per language (docs/decisions/0029-server-texts-in-hindi.md). English is
 * the original; the Hindi follows docs/hindi.md (आप, technical words as students say them).
 * A paragraph or a link label; `null` leaves the part out.
 */
export interface MailTexts {
  /** `null`: no name (mail-messages.ts greetingName says when an account's name may be used). */
  greeting: (name: string | null) => string;
  signOff: string;
  verification: { subject: string; thanks: string; confirm: string; validity: string; notYou: string };
  signupAttempt: {
    subject: string;
    happened: string;
    ifYou: string;
    signIn: string;
    forgot: string;
    reset: string;
    notYou: string;
  };
  passwordReset: { subject: string; asked: string; choose: string; validity: string };
  sessionEnded: {
    subject: string;
    happened: (when: string) => string;
    ifYou: string;
    notYouWithLink: string;
    reset: string;
    notYouNoLink: string;
  };
  passwordChanged: { subject: string; happened: (when: string) => string; notYou: string };
  googleHandOver: { subject: string; happened: (when: string) => string };
  /** What every hand-back mail says it removed (docs/decisions/0035-hand-backs-and-leftovers.md). */
  handBack: {
    removed: string;
    pushSubscriptions: (count: number) => string;
    reminder: string;
    topics: string;
    nothingRemoved: string;
    again: string;
    profile: (name: string, language: string | null) => string;
    /** The same without the name: for an address never proved, whose account name a stranger may have typed. */
    profileLanguage: (language: string | null) => string;
  };
}

const SITE = 'StudyHub';

const english: MailTexts = {
  greeting: (name) => (name === null ? 'Hello,' : `Hi ${name},`),
  signOff: `- the ${SITE} team`,
  verification: {
    subject: `Confirm your e-mail address for ${SITE}`,
    thanks: `Thanks for joining ${SITE}! Please confirm that this address is yours.`,
    confirm: 'Confirm my address',
    validity: 'The link works once, within 24 hours.',
    notYou:
      'If you did not sign up, someone else typed your address: do not confirm it, and you can ignore this e-mail.',
  },
  signupAttempt: {
    subject: `Someone tried to sign up to ${SITE} with your address`,
    happened: `Someone just tried to create a ${SITE} account with this e-mail address, which already has an account. No new account was made and nothing changed.`,
    ifYou: 'If it was you, sign in with your existing account:',
    signIn: 'Sign in',
    forgot: 'Forgot your password? Choose a new one (the link works once, within 30 minutes):',
    reset: 'Reset my password',
    notYou: 'If it was not you, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: `Reset your ${SITE} password`,
    asked: 'Someone (hopefully you) asked to reset the password of your account.',
    choose: 'Choose a new password',
    validity:
      'The link works once, within 30 minutes. Choosing a new password signs your account out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  sessionEnded: {
    subject: `Your ${SITE} account was signed out on another device`,
    happened: (when) =>
      `At ${when} UTC someone signed in to your account with your password and chose 'Sign out the other device', which ended your previous session.`,
    ifYou: 'If that was you, there is nothing to do.',
    notYouWithLink:
      'If it was not you, someone knows your password. Choose a new one now: it signs them out (the link works once, within 30 minutes).',
    reset: 'Reset my password',
    notYouNoLink: 'If it was not you, someone knows your password: change it on your account page.',
  },
  passwordChanged: {
    subject: `Your ${SITE} password was changed`,
    happened: (when) =>
      `At ${when} UTC the password of your account was changed with a reset link sent to this address, and every session of the account ended.`,
    notYou:
      'If you did not do this, someone can read your e-mail: secure your mailbox first, then ask for a new reset link on the sign-in page.',
  },
  googleHandOver: {
    subject: `Your ${SITE} account now signs in with Google`,
    happened: (when) =>
      `At ${when} UTC you signed in with Google using this address. Someone had made a ${SITE} account with this address and a password without ever confirming the address; the account is yours now: that password no longer works and its session ended.`,
  },
  handBack: {
    removed: 'So that nothing of whoever else was signed in stays connected to your account, we removed:',
    pushSubscriptions: (count) =>
      count === 1
        ? '1 push subscription (a browser that received your notifications)'
        : `${count} push subscriptions (browsers that received your notifications)`,
    reminder: 'your study reminder schedule',
    topics: 'your choice of notification topics',
    nothingRemoved: 'No browser received your notifications and no reminder was set, so nothing had to be removed.',
    again:
      'Your own browsers receive notifications again once you sign in on them; set your study reminders and topics again on your account page.',
    profile: (name, language) =>
      `Your display name is "${name}" and your language is ${language ?? "your browser's"}. If you did not choose them, change them on your account page.`,
    profileLanguage: (language) =>
      `Your language is ${language ?? "your browser's"}. If you did not choose it, change it on your account page.`,
  },
};

const hindi: MailTexts = {
  greeting: (name) => (name === null ? 'नमस्ते,' : `नमस्ते ${name},`),
  signOff: `- ${SITE} टीम`,
  verification: {
    subject: `${SITE} के लिए अपना ई-मेल पता पक्का करें`,
    thanks: `${SITE} से जुड़ने के लिए धन्यवाद! कृपया पक्का करें कि यह पता आपका ही है।`,
    confirm: 'मेरा पता पक्का करें',
    validity: 'यह लिंक एक ही बार, 24 घंटे के अंदर चलेगा।',
    notYou: 'अगर आपने साइन अप नहीं किया, तो किसी और ने आपका पता लिख दिया है: इसे पक्का न करें, और इस ई-मेल को अनदेखा कर दें।',
  },
  signupAttempt: {
    subject: `किसी ने आपके पते से ${SITE} पर साइन अप करने की कोशिश की`,
    happened: `अभी किसी ने इस ई-मेल पते से ${SITE} अकाउंट बनाने की कोशिश की, जबकि इस पते का अकाउंट पहले से है। कोई नया अकाउंट नहीं बना और कुछ नहीं बदला।`,
    ifYou: 'अगर यह आप थे, तो अपने पुराने अकाउंट से साइन इन करें:',
    signIn: 'साइन इन',
    forgot: 'पासवर्ड भूल गए? नया पासवर्ड चुनें (लिंक एक ही बार, 30 मिनट के अंदर चलेगा):',
    reset: 'मेरा पासवर्ड रीसेट करें',
    notYou: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा कर दें।',
  },
  passwordReset: {
    subject: `अपना ${SITE} पासवर्ड रीसेट करें`,
    asked: 'किसी ने (उम्मीद है आपने) आपके अकाउंट का पासवर्ड रीसेट करने को कहा है।',
    choose: 'नया पासवर्ड चुनें',
    validity:
      'यह लिंक एक ही बार, 30 मिनट के अंदर चलेगा। नया पासवर्ड चुनने पर आपका अकाउंट हर जगह से साइन आउट हो जाएगा। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  sessionEnded: {
    subject: `आपका ${SITE} अकाउंट दूसरे डिवाइस पर साइन आउट हुआ`,
    happened: (when) =>
      `${when} UTC पर किसी ने आपके पासवर्ड से आपके अकाउंट में साइन इन किया और 'दूसरे डिवाइस से साइन आउट करें' चुना, जिससे आपका पिछला सेशन बंद हो गया।`,
    ifYou: 'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है।',
    notYouWithLink:
      'अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है। अभी नया पासवर्ड चुनें: इससे वे साइन आउट हो जाएँगे (लिंक एक ही बार, 30 मिनट के अंदर चलेगा)।',
    reset: 'मेरा पासवर्ड रीसेट करें',
    notYouNoLink: 'अगर यह आप नहीं थे, तो किसी को आपका पासवर्ड पता है: अपने अकाउंट पेज पर इसे बदलें।',
  },
  passwordChanged: {
    subject: `आपका ${SITE} पासवर्ड बदल दिया गया`,
    happened: (when) =>
      `${when} UTC पर इस पते पर भेजे गए रीसेट लिंक से आपके अकाउंट का पासवर्ड बदला गया, और अकाउंट के सारे सेशन बंद हो गए।`,
    notYou:
      'अगर यह आपने नहीं किया, तो कोई आपका ई-मेल पढ़ सकता है: पहले अपना मेलबॉक्स सुरक्षित करें, फिर साइन इन पेज से नया रीसेट लिंक माँगें।',
  },
  googleHandOver: {
    subject: `आपका ${SITE} अकाउंट अब गूगल से साइन इन होता है`,
    happened: (when) =>
      `${when} UTC पर आपने इस पते से गूगल के साथ साइन इन किया। किसी ने इस पते और एक पासवर्ड से ${SITE} अकाउंट बनाया था, पर पता कभी पक्का नहीं किया; अब यह अकाउंट आपका है: वह पासवर्ड अब नहीं चलेगा और उसका सेशन बंद हो गया।`,
  },
  handBack: {
    removed: 'ताकि किसी और का कुछ भी आपके अकाउंट से जुड़ा न रहे, हमने ये हटा दिए:',
    pushSubscriptions: (count) =>
      count === 1
        ? '1 पुश सब्सक्रिप्शन (एक ब्राउज़र जिसे आपकी सूचनाएँ मिलती थीं)'
        : `${count} पुश सब्सक्रिप्शन (ब्राउज़र जिन्हें आपकी सूचनाएँ मिलती थीं)`,
    reminder: 'आपका पढ़ाई रिमाइंडर शेड्यूल',
    topics: 'सूचनाओं के लिए आपके चुने हुए टॉपिक',
    nothingRemoved: 'किसी ब्राउज़र को आपकी सूचनाएँ नहीं मिलती थीं और कोई रिमाइंडर नहीं था, इसलिए कुछ हटाना नहीं पड़ा।',
    again: 'आपके अपने ब्राउज़रों को साइन इन करते ही फिर से सूचनाएँ मिलेंगी; पढ़ाई रिमाइंडर और टॉपिक अपने अकाउंट पेज पर फिर से चुनें।',
    profile: (name, language) =>
      `आपका दिखने वाला नाम "${name}" है और आपकी भाषा ${language ?? 'आपके ब्राउज़र की भाषा'} है। अगर ये आपने नहीं चुने, तो अपने अकाउंट पेज पर बदलें।`,
    profileLanguage: (language) =>
      `आपकी भाषा ${language ?? 'आपके ब्राउज़र की भाषा'} है। अगर यह आपने नहीं चुनी, तो अपने अकाउंट पेज पर बदलें।`,
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en: english, hi: hindi };
