import type { TFunction } from 'i18next';
import type { Mail } from './mailer';

/**
 * The password reset mail; `t` reads the `auth` texts of the recipient's language (with overrides).
 * `office`: an admin sent the link, so the mail must not say the recipient asked for it.
 */
export function passwordResetMail(t: TFunction, to: string, link: string, sentBy: 'self' | 'office' = 'self'): Mail {
  const office = sentBy === 'office';
  return {
    to,
    subject: t('mail.passwordReset.subject'),
    text: [
      t('mail.passwordReset.greeting'),
      '',
      t(office ? 'mail.passwordReset.officeRequest' : 'mail.passwordReset.request'),
      t('mail.passwordReset.setNew'),
      link,
      '',
      t(office ? 'mail.passwordReset.officeIgnore' : 'mail.passwordReset.ignore'),
    ].join('\n'),
  };
}
