import type { TFunction } from 'i18next';
import type { Mail } from '../mail/mailer';

export type GrantedPermissions = { club: string; isClubAdmin: boolean; teams: readonly string[] };

/** The permissions in words, one line each; `t` reads the `club` texts of the recipient's language. */
function permissionLines(t: TFunction, granted: GrantedPermissions): string[] {
  return [
    ...(granted.isClubAdmin ? [t('mail.clubUser.clubAdmin', { club: granted.club })] : []),
    ...granted.teams.map((team) => t('mail.clubUser.teamAdmin', { team })),
  ];
}

/** To a new account: what it may do, and the link that sets its first password. */
export function newClubUserMail(t: TFunction, to: string, granted: GrantedPermissions, link: string): Mail {
  return {
    to,
    subject: t('mail.clubUser.newSubject', { club: granted.club }),
    text: [
      t('mail.clubUser.greeting'),
      '',
      t('mail.clubUser.newIntro', { club: granted.club }),
      ...permissionLines(t, granted),
      '',
      t('mail.clubUser.setPassword', { email: to }),
      link,
      t('mail.clubUser.linkValidity'),
      '',
      t('mail.clubUser.outro'),
    ].join('\n'),
  };
}

/** To an existing account: the club gave it permissions; it signs in as before. */
export function addedClubUserMail(t: TFunction, to: string, granted: GrantedPermissions, signInUrl: string): Mail {
  return {
    to,
    subject: t('mail.clubUser.addedSubject', { club: granted.club }),
    text: [
      t('mail.clubUser.greeting'),
      '',
      t('mail.clubUser.addedIntro', { club: granted.club }),
      ...permissionLines(t, granted),
      '',
      t('mail.clubUser.signIn'),
      signInUrl,
      '',
      t('mail.clubUser.outro'),
    ].join('\n'),
  };
}
