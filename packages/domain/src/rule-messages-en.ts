// Message keys of the domain rules (pricing, payments, bank accounts, phone, eligibility, match
// rosters, referee registration), each with its English text for the API's `message` (with
// `{param}` placeholders). errors.ts lists them among the field message keys (this file imports nothing, so that errors.ts and
// rule-keys.ts do not depend on each other in a circle); the web translates
// them in its `validation` namespace.

export const RULE_MESSAGES_EN = {
  // club registration (PRODUCT_SPEC §5)
  teamsRequired: 'You must have at least one team',
  termsRequired: 'You must agree to the terms of participation in the tournament',
  // money and pricing
  amountInvalid: 'Enter an amount with at most 2 decimals.',
  amountOutOfRange: 'The amount must be between {min} and {max}.',
  departureBeforeArrival: 'Departure must not be before arrival.',
  pricelistItemUnknown: 'The price list item {id} does not exist.',
  pricelistUnitUnsupported: 'The price list item {item} has an unsupported unit {unit}.',
  teamFeeMissing: 'The price list has no team fee for team {team}.',
  supplementMissing: 'The price list has no item for {supplement}.',
  singleRoomUnavailable: 'The package {item} does not offer single rooms.',
  singleRoomExceedsBundle: 'More persons in single rooms ({singleRoomPersons}) than in the package ({bundlePersons}).',
  handballRestaurantUnavailable: 'The package {item} does not include meals in the handball restaurant.',
  vipPartyUnavailable: 'The package {item} does not include the VIP party.',
  // payments and bank accounts
  czechAccountInvalid: 'The account number is not a valid Czech account number.',
  czechAccountPrefixInvalid: 'The account prefix is not valid.',
  bankCodeInvalid: 'The bank code must have 4 digits.',
  ibanInvalid: 'The IBAN is not valid.',
  bicInvalid: 'The BIC/SWIFT code is not valid.',
  variableSymbolInvalid: 'The variable symbol must have at most 10 digits.',
  currencyUnsupported: 'Payments in {currency} are not supported here.',
  // contacts
  phoneInvalid: 'The phone number is not valid; enter it in international format with a + prefix.',
  // club roster eligibility
  playerTooOld: '{participant} (born {birthYear}) is too old for {team} ({category}): born {oldestYear} or later.',
  playerTooYoung:
    '{participant} (born {birthYear}) is too young for {team} ({category}): a player may play only one category up.',
  genderNotAllowed: '{participant} cannot play for {team} ({category}).',
  tooManyOtherGender: 'At most {max} players of the other gender may play for {team} ({category}).',
  oneTeamPerCategory: '{participant} already plays for another team in category {category}: {teams}.',
  leaderTooYoung:
    'The participant cannot be a team leader: {participant} must be at least {minAge} years old on the first tournament day.',
  playerAndLeader: '{participant} cannot be both a player and a leader of {team}.',
  noTeamThisYear: '{participant} has no team this year: no category takes last year’s team.',
  // club users (PRODUCT_SPEC §5)
  permissionRequired: 'At least one permission must be selected',
  // match rosters
  duplicatedJerseyNumber: 'Duplicated jersey number',
  missingJerseyNumber: 'Missing jersey number: {participants}',
  jerseyNumberOutOfRange: 'Jersey numbers must be between {min} and {max}: {participants}',
  jerseyNumberNotEditable: 'Jersey numbers cannot be changed; keep the offered numbers: {participants}',
  noPlayers: 'No players on the roster',
  tooFewPlayers: 'Less than {n} players on the roster',
  tooManyPlayers: 'More than {n} players on the roster',
  maxPlayersRecommended: 'Maximum {n} players on the roster',
  noLeaders: 'No leaders on the roster',
  tooFewLeaders: 'Less than {n} leaders on the roster',
  tooManyLeaders: 'More than {n} leaders on the roster',
  notOfTeam: 'Not a player of this team: {participants}',
  leaderAsPlayer: 'A team leader cannot play: {participants}',
  participantCannotBeLeader: 'The participant cannot be a team leader: {participants}',
  // referees
  refereeMinAge: 'The referee should be over {minAge} on the first tournament day.',
  refereeTermsRequired: 'You must agree to the tournament participation conditions',
  colleagueIsSelf: 'A referee cannot be their own colleague.',
  // configuration and translation overrides
  translationsStructure: 'The entered values are not valid json or are not in the correct structure',
  translationUnknownParam:
    'The text {path} uses the parameter {param}, which the default text does not have (it has: {params}).',
  primaryColorInvalid: 'Enter the colour as #RRGGBB.',
  configIntegerInvalid: 'Enter a whole number.',
  configFloatInvalid: 'Enter a number.',
  configDateTimeInvalid: 'Enter a date and time (e.g. 2025-04-18 09:30).',
  configBooleanInvalid: 'Enter true or false.',
  // lookup records (countries, categories, service levels, pricelist items, places)
  notOffered: 'This choice is no longer offered; choose another.',
  // competition format
  latestBeforeEarliest: 'The latest start must not be before the earliest start ({earliest}).',
  // accommodation
  accommodationOverCapacity:
    '{place} is over capacity on the night of {night}: {unit} has {used} persons for {beds} beds.',
  accommodationWrongPlace: '{party} cannot stay at {place}: the package is for another kind of place.',
  accommodationMixedGenders: "Girls' and boys' teams would share {unit} at {place} on the night of {night}.",
  accommodationUnitClosed: '{unit} at {place} is not available on the night of {night}.',
  accommodationOtherPlace: '{party}: the room {unit} is not at {place}.',
  accommodationDuplicate: '{party} is allocated twice.',
  accommodationKindNotPackage: 'Only an accommodation package sleeps in a hotel or a school.',
  accommodationUnknown: 'Allocation {index} names a party without accommodation or an unknown room.',
  // training slots in the halls
  trainingMatchClash: 'The hall has a match at this time: {matches}.',
  trainingSlotTaken: 'Another training uses the hall at this time.',
  trainingTypeNotAllowed: 'The hall does not allow this kind of training.',
  trainingOutsideHours: 'The hall is closed at this time.',
  trainingNotAHall: 'Trainings take place only in halls.',
  trainingEndBeforeStart: 'The end must be after the start.',
  // referee assignment
  unknownCategories: 'No such category: {codes}.',
  // any text
  controlCharacters: 'The text contains control characters; remove them or type it again.',
} as const;

/** The rule keys; errors.ts adds them to FIELD_MESSAGE_KEYS. */
export type RuleKey = keyof typeof RULE_MESSAGES_EN;
export const RULE_KEYS = Object.keys(RULE_MESSAGES_EN) as [RuleKey, ...RuleKey[]];

export function isRuleKey(value: unknown): value is RuleKey {
  return typeof value === 'string' && Object.hasOwn(RULE_MESSAGES_EN, value);
}
