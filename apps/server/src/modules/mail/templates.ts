import type { TFunction } from 'i18next';
import type { Mail } from './mailer';

/** The password reset mail; `t` reads the `auth` texts of the recipient's language (with overrides). */
export function passwordResetMail(t: TFunction, to: string, link: string): Mail {
  return {
    to,
    subject: t('mail.passwordReset.subject'),
    text: [
      t('mail.passwordReset.greeting'),
      '',
      t('mail.passwordReset.request'),
      t('mail.passwordReset.setNew'),
      link,
      '',
      t('mail.passwordReset.ignore'),
    ].join('\n'),
  };
}
