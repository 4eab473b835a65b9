import type admin from '@/locales/cs/admin.json';
import type auth from '@/locales/cs/auth.json';
import type club from '@/locales/cs/club.json';
import type clubParticipant from '@/locales/cs/club-participant.json';
import type clubRegistration from '@/locales/cs/club-registration.json';
import type clubRoster from '@/locales/cs/club-roster.json';
import type core from '@/locales/cs/core.json';
import type countryTeams from '@/locales/cs/country-teams.json';
import type dashboard from '@/locales/cs/dashboard.json';
import type places from '@/locales/cs/places.json';
import type refereeRegistration from '@/locales/cs/referee-registration.json';
import type reporter from '@/locales/cs/reporter.json';
import type resultsDashboard from '@/locales/cs/results-dashboard.json';
import type screen from '@/locales/cs/screen.json';
import type roster from '@/locales/cs/roster.json';
import type translationTools from '@/locales/cs/translation-tools.json';
import type validation from '@/locales/cs/validation.json';

// Module augmentation has to use `interface`: it is how i18next exposes its type options.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'core';
    returnNull: false;
    resources: {
      admin: typeof admin;
      auth: typeof auth;
      club: typeof club;
      clubParticipant: typeof clubParticipant;
      clubRegistration: typeof clubRegistration;
      clubRoster: typeof clubRoster;
      core: typeof core;
      countryTeams: typeof countryTeams;
      dashboard: typeof dashboard;
      places: typeof places;
      refereeRegistration: typeof refereeRegistration;
      reporter: typeof reporter;
      resultsDashboard: typeof resultsDashboard;
      screen: typeof screen;
      roster: typeof roster;
      translationTools: typeof translationTools;
      validation: typeof validation;
    };
  }
}
