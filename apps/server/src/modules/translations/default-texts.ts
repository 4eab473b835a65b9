import type { TranslationBundle } from '@tms/domain/translation-overrides';
import csAdmin from '../../../../web/src/locales/cs/admin.json';
import csAuth from '../../../../web/src/locales/cs/auth.json';
import csClub from '../../../../web/src/locales/cs/club.json';
import csClubParticipant from '../../../../web/src/locales/cs/club-participant.json';
import csClubRegistration from '../../../../web/src/locales/cs/club-registration.json';
import csClubRoster from '../../../../web/src/locales/cs/club-roster.json';
import csCore from '../../../../web/src/locales/cs/core.json';
import csCountryTeams from '../../../../web/src/locales/cs/country-teams.json';
import csDashboard from '../../../../web/src/locales/cs/dashboard.json';
import csPlaces from '../../../../web/src/locales/cs/places.json';
import csRefereeRegistration from '../../../../web/src/locales/cs/referee-registration.json';
import csReporter from '../../../../web/src/locales/cs/reporter.json';
import csResultsDashboard from '../../../../web/src/locales/cs/results-dashboard.json';
import csRoster from '../../../../web/src/locales/cs/roster.json';
import csTranslationTools from '../../../../web/src/locales/cs/translation-tools.json';
import csValidation from '../../../../web/src/locales/cs/validation.json';
import enAdmin from '../../../../web/src/locales/en/admin.json';
import enAuth from '../../../../web/src/locales/en/auth.json';
import enClub from '../../../../web/src/locales/en/club.json';
import enClubParticipant from '../../../../web/src/locales/en/club-participant.json';
import enClubRegistration from '../../../../web/src/locales/en/club-registration.json';
import enClubRoster from '../../../../web/src/locales/en/club-roster.json';
import enCore from '../../../../web/src/locales/en/core.json';
import enCountryTeams from '../../../../web/src/locales/en/country-teams.json';
import enDashboard from '../../../../web/src/locales/en/dashboard.json';
import enPlaces from '../../../../web/src/locales/en/places.json';
import enRefereeRegistration from '../../../../web/src/locales/en/referee-registration.json';
import enReporter from '../../../../web/src/locales/en/reporter.json';
import enResultsDashboard from '../../../../web/src/locales/en/results-dashboard.json';
import enRoster from '../../../../web/src/locales/en/roster.json';
import enTranslationTools from '../../../../web/src/locales/en/translation-tools.json';
import enValidation from '../../../../web/src/locales/en/validation.json';

/**
 * The default texts of every module, read from the web app's locale files (the one copy of the texts)
 * and bundled into the server at build time: overrides are checked against them, and e-mails are
 * written from them.
 */
export const DEFAULT_TEXTS: TranslationBundle = {
  cs: {
    admin: csAdmin,
    auth: csAuth,
    club: csClub,
    clubParticipant: csClubParticipant,
    clubRegistration: csClubRegistration,
    clubRoster: csClubRoster,
    core: csCore,
    countryTeams: csCountryTeams,
    dashboard: csDashboard,
    places: csPlaces,
    refereeRegistration: csRefereeRegistration,
    translationTools: csTranslationTools,
    roster: csRoster,
    reporter: csReporter,
    resultsDashboard: csResultsDashboard,
    validation: csValidation,
  },
  en: {
    admin: enAdmin,
    auth: enAuth,
    club: enClub,
    clubParticipant: enClubParticipant,
    clubRegistration: enClubRegistration,
    clubRoster: enClubRoster,
    core: enCore,
    countryTeams: enCountryTeams,
    dashboard: enDashboard,
    places: enPlaces,
    refereeRegistration: enRefereeRegistration,
    translationTools: enTranslationTools,
    roster: enRoster,
    reporter: enReporter,
    resultsDashboard: enResultsDashboard,
    validation: enValidation,
  },
};
