import type { Mail } from './mailer';

type Locale = 'cs' | 'en';

export function passwordResetMail(locale: Locale, to: string, link: string): Mail {
  if (locale === 'cs') {
    return {
      to,
      subject: 'Obnovení hesla – Prague Handball Cup',
      text: [
        'Dobrý den,',
        '',
        'požádali jste o obnovení hesla k účtu na Prague Handball Cup.',
        `Nové heslo nastavíte na této adrese (platí 1 hodinu a lze ji použít jen jednou):`,
        link,
        '',
        'Pokud jste o obnovení nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Password reset – Prague Handball Cup',
    text: [
      'Hello,',
      '',
      'you asked to reset the password of your Prague Handball Cup account.',
      'Set a new password at this address (valid for 1 hour, usable once):',
      link,
      '',
      'If you did not ask for this, ignore this e-mail; your password stays unchanged.',
    ].join('\n'),
  };
}
