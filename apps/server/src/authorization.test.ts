import { defaultFormat } from '@tms/domain/schedule/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { clubUsers, teamAdmins } from './db/schema/index';
import { buildTestApp, openTestDatabase } from './test/database';
import { TestClient } from './test/client';
import {
  TEST_PASSWORD,
  createCountry,
  createMatch,
  createReferee,
  createTeam,
  createUser,
  registrationBody,
} from './test/factories';

/**
 * Every API route with the status each kind of user gets. A new route must be added here:
 * the last test fails for a documented route that has no row.
 */
const ACTORS = ['anonymous', 'user', 'clubAdmin', 'teamAdmin', 'referee', 'reporter', 'admin', 'superAdmin'] as const;
type Actor = (typeof ACTORS)[number];
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Streams never end: covered by the live stream tests instead. */
  stream?: true;
  url: string;
  body?: object | ((actor: Actor) => object);
  expect: Record<Actor, number> | number[];
};

const all = (status: number) => ACTORS.map(() => status);
const signedIn = (status: number) => [401, ...ACTORS.slice(1).map(() => status)];
//                                  anon user club team ref  rep  adm  super
const adminsOnly = [401, 403, 403, 403, 403, 403, 200, 200];
const superAdminOnly = [401, 403, 403, 403, 403, 403, 403, 200];
/** Reporters pass the role check and then meet the missing match. */
const reportersMissingMatch = [401, 403, 403, 403, 403, 404, 404, 404];
const event = {
  minute: 1,
  second: 0,
  createdTimestamp: 1,
  competitionEventTypeId: 1,
  competitionMatchParticipantId: 1,
};
const match = '/api/v1/competition/match/{matchId}';
/** A club that does not exist: who is not an admin meets the 403 first. */
const clubManagersMissing = [401, 403, 403, 403, 403, 403, 404, 404];
const invoiceItem = { nameCs: 'Sleva', nameEn: 'Discount', quantity: 1, unitPrice: '-100' };
const payment = { clubId: 999999, paymentDate: '2025-03-01', amount: '10', currency: 'CZK', paymentMethod: 'card' };
const statement = { fileName: 'x.csv', content: Buffer.from('Datum;Castka\n18.04.2025;10,00\n').toString('base64') };
const clubUserBody = { email: 'matrix-new@example.com', isClubAdmin: true, teamIds: [] };
const permissions = { isClubAdmin: true, teamIds: [] };
const participant = { firstName: 'Eva', lastName: 'Nová', birthDate: '2012-03-04', gender: 'female', teams: [] };
const trainingSlot = { placeId: 999999, day: '2025-04-19', from: '10:00', to: '11:00' };
const placeBody = {
  placeTypeId: 2,
  code: null,
  nameCs: 'Hotel',
  nameEn: 'Hotel',
  address: null,
  lat: null,
  lng: null,
  link: null,
  isActive: true,
  visibleOnMap: true,
  defaultRefereeAccommodation: false,
  allowedTrainingTypesIds: [],
  openingHours: [],
};
/** Codes and names are unique: each actor that may create gets its own. */
const categoryBody = (actor: string) => ({
  code: actor.slice(0, 8),
  gender: 'male',
  birthDateMin: '2010-01-01',
  birthDateMax: null,
  matchLength: 30,
  matchLengthByRoundLevel: [],
  weight: 0,
  maxTeams: null,
  otherGenderMax: 0,
  rosterPlayersMin: null,
  rosterPlayersMax: null,
  rosterLeadersMin: null,
  rosterLeadersMax: null,
  isActive: true,
});
const levelBody = (actor: string) => ({ name: `Level ${actor}`, isActive: true });
const pricelistBody = {
  nameCs: 'Oběd',
  nameEn: 'Lunch',
  unit: 'person',
  priceCzk: '250',
  priceEur: '10.50',
  supplierId: null,
  serviceTypeId: null,
  serviceLevelId: null,
  cateringType: null,
  availabilityFilter: null,
  singleRoomAvailable: false,
  handballRestaurantAvailable: false,
  vipPartyAvailable: false,
  separateInvoice: false,
  isActive: true,
};
const countryBody = (actor: string) => ({
  countryCode: actor === 'admin' ? 'XA' : 'XS',
  currencyCode: 'EUR',
  languageCode: null,
  nameCs: 'Země',
  nameEn: 'Land',
  regions: [],
  isActive: true,
});
const created = [...adminsOnly.slice(0, 6), 201, 201];
/** A browser's push subscription: a P-256 point and an auth secret of the right lengths. */
const pushFollow = (actor: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${actor}`,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
  locale: 'en',
  teamId: 999999,
});
/** The same five routes of every lookup list of the back-office. */
const lookupRows = (path: string, body: object | ((actor: Actor) => object)): Row[] => [
  { method: 'GET', url: `/api/v1/admin/${path}`, expect: adminsOnly },
  { method: 'POST', url: `/api/v1/admin/${path}`, body, expect: created },
  { method: 'GET', url: `/api/v1/admin/${path}/{id}`, expect: clubManagersMissing },
  { method: 'PUT', url: `/api/v1/admin/${path}/{id}`, body, expect: clubManagersMissing },
  { method: 'DELETE', url: `/api/v1/admin/${path}/{id}`, expect: clubManagersMissing },
];
let validBody: object = {};
let refereeBody: object = {};
/** A referee registration nobody has: who does not manage referees meets the 403 first. */
const refereeManagersMissing = [401, 403, 403, 403, 403, 403, 404, 404];

const MATRIX: Row[] = [
  { method: 'GET', url: '/api/v1/web/enums', expect: all(200) },
  { method: 'GET', url: '/api/v1/competition/static', expect: all(200) },
  { method: 'GET', url: '/api/v1/competition/live', expect: all(200) },
  { method: 'GET', url: '/api/v1/competition/referees', expect: all(200) },
  { method: 'GET', url: '/api/v1/competition/competition-match/{id}', expect: all(404) },
  { method: 'GET', url: '/api/v1/competition/competition-match-live/{id}', expect: all(404) },
  { method: 'GET', url: '/api/v1/competition/statistics/{categoryCode}', expect: all(404) },
  { method: 'GET', url: '/api/v1/competition/team/{id}/calendar.ics', expect: all(404) },
  { method: 'GET', url: '/api/v1/web/users/me', expect: signedIn(200) },
  { method: 'GET', url: '/api/v1/web/referees', expect: signedIn(200) },
  { method: 'GET', url: '/api/v1/admin/configuration', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/mail-outbox', expect: superAdminOnly },
  { method: 'GET', url: '/api/v1/admin/audit', expect: adminsOnly },
  // Back-office of club registrations: a club that does not exist, valid bodies.
  { method: 'GET', url: '/api/v1/admin/club-registrations', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/club-registrations/summary', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/club-registrations/{id}', expect: clubManagersMissing },
  {
    method: 'POST',
    url: '/api/v1/admin/club-registrations/{id}/state',
    body: { state: 'approved' },
    expect: clubManagersMissing,
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/club-registrations/{id}/internal-note',
    body: { internalNote: 'x' },
    expect: clubManagersMissing,
  },
  {
    method: 'POST',
    url: '/api/v1/admin/club-registrations/{id}/invoice-items',
    body: invoiceItem,
    expect: clubManagersMissing,
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/club-registrations/{id}/invoice-items/{itemId}',
    body: invoiceItem,
    expect: clubManagersMissing,
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/club-registrations/{id}/invoice-items/{itemId}/discount',
    body: { discountPercent: '5' },
    expect: clubManagersMissing,
  },
  {
    method: 'DELETE',
    url: '/api/v1/admin/club-registrations/{id}/invoice-items/{itemId}',
    expect: clubManagersMissing,
  },
  // Payments: a club that does not exist is a field error of the body.
  { method: 'GET', url: '/api/v1/admin/payments', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/payments', body: payment, expect: [...adminsOnly.slice(0, 6), 400, 400] },
  { method: 'DELETE', url: '/api/v1/admin/payments/{id}', expect: clubManagersMissing },
  { method: 'GET', url: '/api/v1/admin/payments/reminders', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/payments/reminders', body: { clubIds: [999999] }, expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/bank-statements', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/suppliers', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/bank-statements/preview', body: statement, expect: adminsOnly },
  {
    method: 'POST',
    url: '/api/v1/admin/bank-statements',
    body: { ...statement, book: [] },
    expect: [...adminsOnly.slice(0, 6), 201, 201],
  },
  // Referee registrations in the back-office: a referee that does not exist, valid bodies.
  { method: 'GET', url: '/api/v1/admin/referee-registrations', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-registrations/summary', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-registrations/bank-details?currency=CZK', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-registrations/{id}', expect: refereeManagersMissing },
  {
    method: 'POST',
    url: '/api/v1/admin/referee-registrations/{id}/state',
    body: { state: 'approved' },
    expect: refereeManagersMissing,
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/referee-registrations/{id}/halls',
    body: { refereeInHalls: [] },
    expect: refereeManagersMissing,
  },
  // Referee assignment: matches, referees and periods that do not exist; valid bodies.
  { method: 'GET', url: '/api/v1/admin/referee-assignments', expect: adminsOnly },
  {
    method: 'PUT',
    url: '/api/v1/admin/referee-assignments',
    body: { assignments: [{ matchId: 999999, refereeIds: [999999] }] },
    expect: [...adminsOnly.slice(0, 6), 400, 400],
  },
  { method: 'POST', url: '/api/v1/admin/referee-assignments/plan', body: {}, expect: adminsOnly },
  {
    method: 'POST',
    url: '/api/v1/admin/referee-assignments/check',
    body: { assignments: [{ matchId: 999999, refereeIds: [999999] }] },
    expect: adminsOnly,
  },
  { method: 'POST', url: '/api/v1/admin/referee-assignments/publish', expect: adminsOnly },
  {
    method: 'PUT',
    url: '/api/v1/admin/matches/{matchId}/referees',
    body: { refereeIds: [] },
    expect: clubManagersMissing,
  },
  { method: 'GET', url: '/api/v1/admin/referee-halls', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/referee-halls/plan', body: {}, expect: adminsOnly },
  { method: 'PUT', url: '/api/v1/admin/referee-halls', body: { refereeIds: [], halls: [] }, expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-unavailability', expect: adminsOnly },
  {
    method: 'POST',
    url: '/api/v1/admin/referee-unavailability',
    body: { refereeId: 999999, from: '2025-04-18T08:00', till: '2025-04-18T10:00' },
    expect: [...adminsOnly.slice(0, 6), 400, 400],
  },
  { method: 'DELETE', url: '/api/v1/admin/referee-unavailability/{id}', expect: clubManagersMissing },
  { method: 'GET', url: '/api/v1/admin/referee-ranks', expect: adminsOnly },
  { method: 'PUT', url: '/api/v1/admin/referee-ranks', body: { ranks: [] }, expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-payouts', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/referee-payouts?format=csv&currency=EUR', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/competition/referees/{id}/matches', expect: all(404) },
  { method: 'GET', url: '/api/v1/web/referee-registrations/{id}/payout', expect: refereeManagersMissing },
  // Dashboard messages: a message that does not exist, a valid body.
  { method: 'GET', url: '/api/v1/admin/messages', expect: adminsOnly },
  {
    method: 'POST',
    url: '/api/v1/admin/messages',
    body: { internalName: 'x', recipientType: 'club', textCs: 'x', textEn: 'x' },
    expect: [...adminsOnly.slice(0, 6), 201, 201],
  },
  { method: 'GET', url: '/api/v1/admin/messages/{id}', expect: clubManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/admin/messages/{id}',
    body: { internalName: 'x', recipientType: 'club', textCs: 'x', textEn: 'x' },
    expect: clubManagersMissing,
  },
  { method: 'DELETE', url: '/api/v1/admin/messages/{id}', expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/admin/messages/{id}/send', expect: clubManagersMissing },
  // Halls: a hall that does not exist.
  { method: 'GET', url: '/api/v1/admin/halls', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/halls/reporters', expect: adminsOnly },
  { method: 'PUT', url: '/api/v1/admin/halls/{id}/reporter', body: { userId: null }, expect: clubManagersMissing },
  // Users: an account that does not exist; the role checks come first.
  { method: 'GET', url: '/api/v1/admin/users', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/users?search=x&role=ROLE_ADMIN&page=2', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/users/{id}', expect: clubManagersMissing },
  { method: 'PUT', url: '/api/v1/admin/users/{id}/roles', body: { roles: [] }, expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/admin/users/{id}/block', expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/admin/users/{id}/unblock', expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/admin/users/{id}/password-reset', expect: clubManagersMissing },
  // Competition builder: a category and matches that do not exist.
  { method: 'GET', url: '/api/v1/admin/competition/formats', expect: adminsOnly },
  {
    method: 'PUT',
    url: '/api/v1/admin/competition/formats/{categoryId}',
    body: defaultFormat(38, 30),
    expect: clubManagersMissing,
  },
  { method: 'POST', url: '/api/v1/admin/competition/draw', body: { categoryId: 999999 }, expect: clubManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/admin/competition/groups/{categoryId}',
    body: { groups: [{ label: 'A', teamIds: [1] }] },
    expect: clubManagersMissing,
  },
  {
    method: 'POST',
    url: '/api/v1/admin/competition/schedule',
    body: { categoryIds: [999999] },
    expect: [...adminsOnly.slice(0, 6), 400, 400],
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/competition/schedule',
    body: { categoryIds: [999999], matches: [] },
    expect: [...adminsOnly.slice(0, 6), 400, 400],
  },
  { method: 'POST', url: '/api/v1/admin/competition/publish', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/competition/publication', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/competition/draft', expect: adminsOnly },
  { method: 'PATCH', url: '/api/v1/admin/matches/{matchId}', body: { streamUrl: null }, expect: clubManagersMissing },
  {
    method: 'POST',
    url: '/api/v1/admin/matches/swap',
    body: { matchIds: [999998, 999999] },
    expect: clubManagersMissing,
  },
  // Places: a place that does not exist, valid bodies; photos are public like the place pages.
  { method: 'GET', url: '/api/v1/admin/places', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/places', body: placeBody, expect: created },
  { method: 'GET', url: '/api/v1/admin/places/{id}', expect: clubManagersMissing },
  { method: 'PUT', url: '/api/v1/admin/places/{id}', body: placeBody, expect: clubManagersMissing },
  { method: 'DELETE', url: '/api/v1/admin/places/{id}', expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/admin/places/{id}/files', body: { fileId: 1 }, expect: clubManagersMissing },
  { method: 'PUT', url: '/api/v1/admin/places/{id}/files/order', body: { ids: [] }, expect: clubManagersMissing },
  { method: 'DELETE', url: '/api/v1/admin/places/{id}/files/{fileId}', expect: clubManagersMissing },
  { method: 'GET', url: '/api/v1/competition/place-files/{id}', expect: all(404) },
  // Accommodation: the proposal writes nothing; an empty allocation is valid; a missing place is 404.
  { method: 'GET', url: '/api/v1/admin/accommodation', expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/accommodation/plan', expect: adminsOnly },
  { method: 'PUT', url: '/api/v1/admin/accommodation', body: { allocations: [] }, expect: adminsOnly },
  { method: 'POST', url: '/api/v1/admin/accommodation/publish', expect: adminsOnly },
  {
    method: 'GET',
    url: '/api/v1/admin/accommodation/rooming-list?placeId=999999&format=csv',
    expect: clubManagersMissing,
  },
  { method: 'GET', url: '/api/v1/admin/places/{id}/accommodation', expect: clubManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/admin/places/{id}/accommodation',
    body: { kind: 'hotel', units: [] },
    expect: clubManagersMissing,
  },
  { method: 'GET', url: '/api/v1/admin/places/{id}/meal-seats', expect: clubManagersMissing },
  { method: 'PUT', url: '/api/v1/admin/places/{id}/meal-seats', body: { seats: [] }, expect: clubManagersMissing },
  // Catering and training slots.
  { method: 'GET', url: '/api/v1/admin/catering', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/catering?day=2025-04-19&format=csv', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/catering/vouchers', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/admin/training-requests', expect: adminsOnly },
  {
    method: 'GET',
    url: '/api/v1/admin/training-requests/free-time?placeId=999999&day=2025-04-19',
    expect: [401, 403, 403, 403, 403, 403, 400, 400],
  },
  {
    method: 'POST',
    url: '/api/v1/admin/training-requests/{id}/confirm',
    body: trainingSlot,
    expect: clubManagersMissing,
  },
  {
    method: 'POST',
    url: '/api/v1/admin/training-requests/{id}/refuse',
    body: { reason: 'Obsazeno' },
    expect: clubManagersMissing,
  },
  {
    method: 'GET',
    url: '/api/v1/web/clubs/{clubId}/training-requests',
    expect: [401, 403, 200, 403, 403, 403, 200, 200],
  },
  { method: 'GET', url: '/api/v1/web/clubs/{id}/training-requests', expect: clubManagersMissing },
  // The training type does not exist: the club's managers meet the 400 after the permission check.
  {
    method: 'POST',
    url: '/api/v1/web/clubs/{clubId}/training-requests',
    body: () => ({ ...trainingSlot, teamId: clubTeamId, trainingTypeId: 999999 }),
    expect: [401, 403, 400, 403, 403, 403, 400, 400],
  },
  {
    method: 'POST',
    url: '/api/v1/web/clubs/{id}/training-requests',
    body: { ...trainingSlot, teamId: 1, trainingTypeId: 1 },
    expect: clubManagersMissing,
  },
  ...lookupRows('team-categories', categoryBody),
  ...lookupRows('service-levels', levelBody),
  ...lookupRows('pricelist-items', pricelistBody),
  ...lookupRows('countries', countryBody),
  // Documents: a file nobody uploaded is a field error of the body; a document that does not exist.
  { method: 'GET', url: '/api/v1/web/documents', expect: signedIn(200) },
  { method: 'GET', url: '/api/v1/admin/documents', expect: adminsOnly },
  {
    method: 'POST',
    url: '/api/v1/admin/documents',
    body: { fileId: 999999, title: 'x', locale: 'cs' },
    expect: [...adminsOnly.slice(0, 6), 400, 400],
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/documents/order',
    body: { locale: 'cs', ids: [] },
    expect: [...adminsOnly.slice(0, 6), 204, 204],
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/documents/{id}',
    body: { title: 'x', locale: 'cs' },
    expect: clubManagersMissing,
  },
  { method: 'DELETE', url: '/api/v1/admin/documents/{id}', expect: clubManagersMissing },
  { method: 'POST', url: '/api/v1/auth/register', body: { email: 'x' }, expect: all(400) },
  {
    method: 'POST',
    url: '/api/v1/auth/login',
    // One address per actor, so the per-account limit does not answer first.
    body: (actor) => ({ email: `no-${actor}@example.com`, password: 'nope' }),
    expect: all(401),
  },
  { method: 'POST', url: '/api/v1/auth/password/forgot', body: { email: 'no@example.com' }, expect: all(202) },
  {
    method: 'POST',
    url: '/api/v1/auth/password/reset',
    body: { token: 'x'.repeat(43), password: 'long enough' },
    expect: all(400),
  },
  { method: 'POST', url: '/api/v1/logout', expect: all(200) },
  { method: 'GET', url: '/api/v1/competition/live/stream', stream: true, expect: all(200) },
  { method: 'POST', url: `${match}/events`, body: event, expect: reportersMissingMatch },
  {
    method: 'POST',
    url: `${match}/events/batch`,
    body: { events: [{ ...event, clientId: '6f1d1c52-1d0a-4c61-9a59-0b3f4f0b8c11' }] },
    expect: reportersMissingMatch,
  },
  { method: 'PUT', url: `${match}/events/{eventId}`, body: event, expect: reportersMissingMatch },
  { method: 'DELETE', url: `${match}/events/{eventId}`, expect: reportersMissingMatch },
  { method: 'POST', url: `${match}/stage/{stageId}`, expect: reportersMissingMatch },
  { method: 'POST', url: `${match}/walkover`, body: { result: 'home' }, expect: reportersMissingMatch },
  { method: 'POST', url: `${match}/reopen`, expect: reportersMissingMatch },
  { method: 'POST', url: `${match}/score`, body: { homeScore: 1, awayScore: 0 }, expect: reportersMissingMatch },
  { method: 'PUT', url: `${match}/roster/{teamId}`, body: { participants: [] }, expect: reportersMissingMatch },
  // The match (and its hall) is checked before the body: a missing match is 404 even with a bad body.
  {
    method: 'PUT',
    url: `${match}/referees`,
    body: { referee1Id: null },
    expect: reportersMissingMatch,
  },
  { method: 'PUT', url: `${match}/clock`, body: { running: true, elapsedMs: 0 }, expect: reportersMissingMatch },
  { method: 'GET', url: `${match}/roster-candidates`, expect: reportersMissingMatch },
  { method: 'GET', url: '/api/v1/reporter/halls', expect: [401, 403, 403, 403, 403, 200, 200, 200] },
  // Printed documents: a match, hall and team that do not exist; the test match (not started, in a hall
  // without a reporter); the sheets of a day for the office.
  { method: 'GET', url: '/api/v1/print/matches/{matchId}/sheet', expect: reportersMissingMatch },
  {
    method: 'GET',
    url: '/api/v1/print/matches/{clubMatchId}/sheet',
    expect: [401, 403, 403, 403, 403, 403, 200, 200],
  },
  { method: 'GET', url: '/api/v1/print/matches/{matchId}/report', expect: all(404) },
  { method: 'GET', url: '/api/v1/print/matches/{clubMatchId}/report', expect: all(409) },
  { method: 'GET', url: '/api/v1/print/halls/{placeId}/days/{day}', expect: all(404) },
  { method: 'GET', url: '/api/v1/print/halls/{placeId}/days/{day}/poster', expect: all(404) },
  { method: 'GET', url: '/api/v1/print/teams/{teamId}/schedule', expect: all(404) },
  { method: 'GET', url: '/api/v1/print/teams/{clubTeamId}/schedule', expect: all(200) },
  { method: 'GET', url: '/api/v1/print/sheets?day=2025-04-18', expect: adminsOnly },
  { method: 'GET', url: '/api/v1/print/hall-screens', expect: adminsOnly },
  // Club zone: the body is refused before anything is created (no country 999999).
  { method: 'POST', url: '/api/v1/web/club-registrations', body: { name: 'x' }, expect: signedIn(400) },
  // Nobody here registered a club or a referee in an earlier edition: their own data, or nothing (204).
  { method: 'GET', url: '/api/v1/web/club-registrations/returning', expect: signedIn(204) },
  // The club of the test team: its admin and admins read it; nobody else.
  { method: 'GET', url: '/api/v1/web/club-registrations/{clubId}', expect: [401, 403, 200, 403, 403, 403, 200, 200] },
  { method: 'GET', url: '/api/v1/web/club-registrations/{id}', expect: clubManagersMissing },
  { method: 'PUT', url: '/api/v1/web/club-registrations/{id}', body: () => validBody, expect: clubManagersMissing },
  { method: 'GET', url: '/api/v1/web/clubs/{clubId}', expect: [401, 403, 200, 200, 403, 403, 200, 200] },
  { method: 'GET', url: '/api/v1/web/clubs/{id}', expect: clubManagersMissing },
  {
    method: 'GET',
    url: '/api/v1/web/clubs/{clubId}/invoices/{invoiceId}',
    expect: [401, 403, 404, 403, 403, 403, 404, 404],
  },
  { method: 'GET', url: '/api/v1/web/clubs/{id}/invoices/{invoiceId}', expect: clubManagersMissing },
  // Club users: the club's admins and admins; a user 999999 that is not the club's.
  { method: 'GET', url: '/api/v1/web/clubs/{clubId}/users', expect: [401, 403, 200, 403, 403, 403, 200, 200] },
  { method: 'GET', url: '/api/v1/web/clubs/{id}/users', expect: clubManagersMissing },
  // A new address without names: who may add users meets the missing names.
  {
    method: 'POST',
    url: '/api/v1/web/clubs/{clubId}/users',
    body: clubUserBody,
    expect: [401, 403, 400, 403, 403, 403, 400, 400],
  },
  { method: 'POST', url: '/api/v1/web/clubs/{id}/users', body: clubUserBody, expect: clubManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/web/clubs/{clubId}/users/{userId}',
    body: permissions,
    expect: [401, 403, 404, 403, 403, 403, 404, 404],
  },
  { method: 'PUT', url: '/api/v1/web/clubs/{id}/users/{userId}', body: permissions, expect: clubManagersMissing },
  {
    method: 'DELETE',
    url: '/api/v1/web/clubs/{clubId}/users/{userId}',
    expect: [401, 403, 404, 403, 403, 403, 404, 404],
  },
  { method: 'DELETE', url: '/api/v1/web/clubs/{id}/users/{userId}', expect: clubManagersMissing },
  { method: 'GET', url: '/api/v1/web/users/lookup', expect: signedIn(400) },
  {
    method: 'GET',
    url: '/api/v1/web/users/lookup?email=nobody@example.com',
    expect: [401, 403, 200, 403, 403, 403, 200, 200],
  },
  // Club roster: its admins, its team admins and admins; a participant 999999 that is not the club's.
  {
    method: 'GET',
    url: '/api/v1/web/clubs/{clubId}/participants',
    expect: [401, 403, 200, 200, 403, 403, 200, 200],
  },
  { method: 'GET', url: '/api/v1/web/clubs/{id}/participants', expect: clubManagersMissing },
  {
    method: 'POST',
    url: '/api/v1/web/clubs/{clubId}/participants',
    body: participant,
    expect: [401, 403, 201, 201, 403, 403, 201, 201],
  },
  { method: 'POST', url: '/api/v1/web/clubs/{id}/participants', body: participant, expect: clubManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/web/clubs/{clubId}/participants/{participantId}',
    body: participant,
    expect: [401, 403, 404, 404, 403, 403, 404, 404],
  },
  {
    method: 'PUT',
    url: '/api/v1/web/clubs/{id}/participants/{participantId}',
    body: participant,
    expect: clubManagersMissing,
  },
  {
    method: 'DELETE',
    url: '/api/v1/web/clubs/{clubId}/participants/{participantId}',
    expect: [401, 403, 404, 404, 403, 403, 404, 404],
  },
  { method: 'DELETE', url: '/api/v1/web/clubs/{id}/participants/{participantId}', expect: clubManagersMissing },
  // Match rosters: the test team's (its admin, the club's admin, admins), then a team and a match that do not exist.
  { method: 'GET', url: '/api/v1/web/teams/{clubTeamId}/match-plan', expect: [401, 403, 200, 200, 403, 403, 200, 200] },
  { method: 'GET', url: '/api/v1/web/teams/{teamId}/match-plan', expect: clubManagersMissing },
  {
    method: 'GET',
    url: '/api/v1/web/matches/{clubMatchId}/rosters/{side}',
    expect: [401, 403, 200, 200, 403, 403, 200, 200],
  },
  { method: 'GET', url: '/api/v1/web/matches/{matchId}/rosters/{side}', expect: signedIn(404) },
  // An empty roster: who may change it meets the rule (no players on the roster).
  {
    method: 'PUT',
    url: '/api/v1/web/matches/{clubMatchId}/rosters/{side}',
    body: { participants: [] },
    expect: [401, 403, 400, 400, 403, 403, 400, 400],
  },
  {
    method: 'PUT',
    url: '/api/v1/web/matches/{matchId}/rosters/{side}',
    body: { participants: [] },
    expect: signedIn(404),
  },
  {
    method: 'POST',
    url: '/api/v1/web/matches/{clubMatchId}/rosters/{side}/confirm',
    body: { participants: [] },
    expect: [401, 403, 400, 400, 403, 403, 400, 400],
  },
  {
    method: 'POST',
    url: '/api/v1/web/matches/{matchId}/rosters/{side}/confirm',
    body: { participants: [] },
    expect: signedIn(404),
  },
  // Multipart expected: a JSON body is the wrong media type once signed in.
  { method: 'POST', url: '/api/v1/web/files', body: { file: 'x' }, expect: signedIn(415) },
  { method: 'GET', url: '/api/v1/web/files/{id}', expect: signedIn(404) },
  // Referees: the body is refused before anything is created; the referee actor's own registration.
  { method: 'POST', url: '/api/v1/web/referee-registrations', body: { firstName: 'x' }, expect: signedIn(400) },
  { method: 'GET', url: '/api/v1/web/referee-registrations/returning', expect: signedIn(204) },
  {
    method: 'GET',
    url: '/api/v1/web/referee-registrations/{refereeId}',
    expect: [401, 403, 403, 403, 200, 403, 200, 200],
  },
  { method: 'GET', url: '/api/v1/web/referee-registrations/{id}', expect: refereeManagersMissing },
  {
    method: 'PUT',
    url: '/api/v1/web/referee-registrations/{refereeId}',
    body: () => refereeBody,
    expect: [401, 403, 403, 403, 200, 403, 200, 200],
  },
  {
    method: 'PUT',
    url: '/api/v1/web/referee-registrations/{id}',
    body: () => refereeBody,
    expect: refereeManagersMissing,
  },
  { method: 'GET', url: '/api/v1/competition/referees/{id}', expect: all(404) },
  // Push notices need no account: anybody follows a team (here one that does not exist) and unfollows.
  { method: 'GET', url: '/api/v1/web/push/public-key', expect: all(200) },
  { method: 'POST', url: '/api/v1/web/push/subscriptions', body: (actor) => pushFollow(actor), expect: all(404) },
  {
    method: 'POST',
    url: '/api/v1/web/push/subscriptions/unfollow',
    body: (actor) => ({ endpoint: pushFollow(actor).endpoint, auth: pushFollow(actor).keys.auth, teamId: 999999 }),
    expect: all(200),
  },
  // Configuration and translations: a key that does not exist, a body the check refuses.
  { method: 'GET', url: '/api/v1/web/translations', expect: all(200) },
  { method: 'GET', url: '/api/v1/admin/configuration/history', expect: adminsOnly },
  {
    method: 'PUT',
    url: '/api/v1/admin/configuration/{key}',
    body: { value: 'x' },
    expect: [401, 403, 403, 403, 403, 403, 404, 404],
  },
  {
    method: 'PUT',
    url: '/api/v1/admin/translations',
    body: { value: '{' },
    expect: [...superAdminOnly.slice(0, 7), 400],
  },
  { method: 'GET', url: '/api/v1/web/editions', expect: all(200) },
  { method: 'GET', url: '/api/v1/admin/editions', expect: superAdminOnly },
  // The current year made current again: nothing changes.
  { method: 'POST', url: '/api/v1/admin/editions/{year}/current', expect: superAdminOnly },
  {
    method: 'GET',
    url: '/api/v1/admin/editions/rollover?year=2026&name=Cup&startsOn=2026-04-17&endsOn=2026-04-20',
    expect: superAdminOnly,
  },
  // The year has its edition: the super admin passes the check and meets the conflict, nothing is written.
  {
    method: 'POST',
    url: '/api/v1/admin/editions',
    body: { year: 2025, name: 'Cup 2025', startsOn: '2025-04-18', endsOn: '2025-04-21' },
    expect: [...superAdminOnly.slice(0, 7), 409],
  },
];

let database: Database;
let app: FastifyInstance;
let clubId = 0;
let clubTeamId = 0;
let clubMatchId = 0;
let refereeId = 0;
const clients = new Map<Actor, TestClient>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const db = database.db;
  const team = await createTeam(db);
  clubId = team.clubId;
  clubTeamId = team.id;
  clubMatchId = (await createMatch(db, { categoryId: team.teamCategoryId, homeTeamId: team.id })).id;
  validBody = registrationBody((await createCountry(db, 'CZ')).id, team.teamCategoryId);

  const users: Record<Exclude<Actor, 'anonymous'>, Awaited<ReturnType<typeof createUser>>> = {
    user: await createUser(db),
    clubAdmin: await createUser(db),
    teamAdmin: await createUser(db),
    referee: await createUser(db),
    reporter: await createUser(db, { roles: ['ROLE_USER', 'ROLE_COMPETITION_REPORTER'] }),
    admin: await createUser(db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
    superAdmin: await createUser(db, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] }),
  };
  await db.insert(clubUsers).values({ clubId: team.clubId, userId: users.clubAdmin.id, isAdmin: true });
  await db.insert(teamAdmins).values({ teamId: team.id, userId: users.teamAdmin.id });
  refereeId = (await createReferee(db, { userId: users.referee.id })).id;
  refereeBody = {
    firstName: 'Ref',
    lastName: 'Eree',
    birthYear: 1990,
    sex: 'female',
    email: 'ref@example.com',
    phone: '+420601123456',
    countryId: (await createCountry(db, 'CZ')).id,
    arrivalDate: '2025-04-17',
    departureDate: '2025-04-21',
    paymentType: 'foreign_eur_payment',
    iban: 'DE89370400440532013000',
    bicOrSwiftCode: 'COBADEFFXXX',
    accountHoldersName: 'Ref Eree',
    accountStreet: 'Street 1',
    accountCity: 'City',
    accountZip: '12345',
    accountCountryId: (await createCountry(db, 'CZ')).id,
    agreeToTerms: true,
  };

  clients.set('anonymous', new TestClient(app));
  for (const [actor, user] of Object.entries(users)) {
    const client = new TestClient(app);
    await client.login(user.username, TEST_PASSWORD);
    clients.set(actor as Actor, client);
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('authorisation matrix', () => {
  for (const row of MATRIX.filter((r) => !r.stream)) {
    it(`${row.method} ${row.url}`, async () => {
      const expected = Array.isArray(row.expect)
        ? row.expect
        : ACTORS.map((a) => (row.expect as Record<Actor, number>)[a]);
      const actual: number[] = [];
      for (const actor of ACTORS) {
        const client = clients.get(actor)!;
        const url = row.url
          .replace('{clubId}', String(clubId))
          .replace('{clubTeamId}', String(clubTeamId))
          .replace('{clubMatchId}', String(clubMatchId))
          .replace('{side}', 'home')
          .replace('{day}', '2025-04-18')
          .replace('{refereeId}', String(refereeId))
          .replace(
            /\{(id|matchId|eventId|stageId|teamId|invoiceId|itemId|userId|participantId|categoryId|placeId)\}/g,
            '999999',
          )
          .replace(/\{(id|matchId|eventId|stageId|teamId|invoiceId|itemId|userId|participantId|fileId)\}/g, '999999')
          .replace('{categoryCode}', 'ZZ')
          .replace('{year}', '2025');
        // Logging out would end the session the other rows rely on: use a throwaway client with the same rights.
        const res =
          row.url === '/api/v1/logout'
            ? await new TestClient(app).post(url)
            : await client.request({
                method: row.method,
                url,
                payload: typeof row.body === 'function' ? row.body(actor) : row.body,
              });
        actual.push(res.statusCode);
      }
      expect(Object.fromEntries(ACTORS.map((a, i) => [a, actual[i]]))).toEqual(
        Object.fromEntries(ACTORS.map((a, i) => [a, expected[i]])),
      );
    });
  }

  it('lists every documented route', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(MATRIX.map((row) => `${row.method} ${row.url.split('?')[0]}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('refuses role checks the client cannot fake', async () => {
    const client = new TestClient(app);
    const res = await client.request({
      method: 'GET',
      url: '/api/v1/admin/configuration',
      headers: { 'x-roles': 'ROLE_SUPER_ADMIN' },
      cookies: { sid: 'forged-session-id' },
    });
    expect(res.statusCode).toBe(401);
  });
});
