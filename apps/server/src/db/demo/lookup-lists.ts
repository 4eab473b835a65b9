export const SERVICE_LEVELS = ['Basic', 'Standard', 'Superior'] as const;

export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

export const TRAINING_TYPES = [
  { code: 'hall', nameCs: 'Trénink v hale (60 min)', nameEn: 'Hall training (60 min)' },
  { code: 'outdoor', nameCs: 'Venkovní hřiště', nameEn: 'Outdoor pitch' },
  { code: 'gym', nameCs: 'Posilovna', nameEn: 'Gym' },
  { code: 'beach', nameCs: 'Beach házená', nameEn: 'Beach handball' },
] as const;

type PricelistSeed = {
  unit: string;
  priceEur: number;
  priceCzk: number;
  nameCs: string;
  nameEn: string;
  availabilityFilter: string | null;
  cateringType: string | null;
  cateringTypeId: number | null;
  /** 1 accommodation bundle, 2 catering only, 3 supplement, 4 fee. */
  serviceTypeId: number;
  serviceLevel: (typeof SERVICE_LEVELS)[number] | null;
  isSystem?: boolean;
  separateInvoice?: boolean;
  singleRoomAvailable?: boolean;
  handballRestaurantAvailable?: boolean;
  vipPartyAvailable?: boolean;
};

export const PRICELIST: readonly PricelistSeed[] = [
  {
    unit: 'person',
    priceEur: 139,
    priceCzk: 3490,
    nameCs: 'Balíček Basic – ubytování ve škole, plná penze (3 noci)',
    nameEn: 'Basic package – school accommodation, full board (3 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Basic',
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 175,
    priceCzk: 4390,
    nameCs: 'Balíček Basic – ubytování ve škole, plná penze (4 noci)',
    nameEn: 'Basic package – school accommodation, full board (4 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Basic',
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 235,
    priceCzk: 5890,
    nameCs: 'Balíček Standard – hotel ***, plná penze (3 noci)',
    nameEn: 'Standard package – hotel ***, full board (3 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Standard',
    singleRoomAvailable: true,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 295,
    priceCzk: 7390,
    nameCs: 'Balíček Standard – hotel ***, plná penze (4 noci)',
    nameEn: 'Standard package – hotel ***, full board (4 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Standard',
    singleRoomAvailable: true,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 299,
    priceCzk: 7490,
    nameCs: 'Balíček Superior – hotel ****, plná penze (3 noci)',
    nameEn: 'Superior package – hotel ****, full board (3 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Superior',
    singleRoomAvailable: true,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 379,
    priceCzk: 9490,
    nameCs: 'Balíček Superior – hotel ****, plná penze (4 noci)',
    nameEn: 'Superior package – hotel ****, full board (4 nights)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 1,
    serviceLevel: 'Superior',
    singleRoomAvailable: true,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'person',
    priceEur: 89,
    priceCzk: 2190,
    nameCs: 'Bez ubytování – plná penze (pátek až neděle)',
    nameEn: 'Without accommodation – full board (Friday to Sunday)',
    availabilityFilter: 'club',
    cateringType: 'full_board',
    cateringTypeId: 1,
    serviceTypeId: 2,
    serviceLevel: null,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
  },
  {
    unit: 'night',
    priceEur: 25,
    priceCzk: 620,
    nameCs: 'Příplatek za jednolůžkový pokoj (za noc)',
    nameEn: 'Single room supplement (per night)',
    availabilityFilter: 'club,referee',
    cateringType: null,
    cateringTypeId: null,
    serviceTypeId: 3,
    serviceLevel: null,
  },
  {
    unit: 'person',
    priceEur: 9,
    priceCzk: 220,
    nameCs: 'Pondělní oběd v handball restauraci',
    nameEn: 'Monday lunch in the handball restaurant',
    availabilityFilter: 'club',
    cateringType: 'lunch',
    cateringTypeId: 3,
    serviceTypeId: 3,
    serviceLevel: null,
  },
  {
    unit: 'person',
    priceEur: 25,
    priceCzk: 620,
    nameCs: 'VIP party (neděle večer)',
    nameEn: 'VIP party (Sunday evening)',
    availabilityFilter: 'club',
    cateringType: 'dinner',
    cateringTypeId: 4,
    serviceTypeId: 3,
    serviceLevel: null,
    separateInvoice: true,
  },
  {
    unit: 'person',
    priceEur: 6,
    priceCzk: 150,
    nameCs: 'Snídaně navíc',
    nameEn: 'Extra breakfast',
    availabilityFilter: 'club,referee',
    cateringType: 'breakfast',
    cateringTypeId: 2,
    serviceTypeId: 3,
    serviceLevel: null,
  },
  {
    unit: 'team',
    priceEur: 150,
    priceCzk: 3750,
    nameCs: 'Startovné (za tým)',
    nameEn: 'Entry fee (per team)',
    availabilityFilter: null,
    cateringType: null,
    cateringTypeId: null,
    serviceTypeId: 4,
    serviceLevel: null,
    isSystem: true,
  },
];

export type CategorySeed = {
  code: string;
  gender: 'male' | 'female';
  /** Oldest and youngest birth year; E has no youngest limit. */
  birthYears: [number, number | null];
  matchLength: number;
  weight: number;
  /** Teams in the demo: 8 or 16 preliminary groups of 4-5 teams need 32-40 or 64-80. */
  teams: number;
  /** Mean goals per team and match. */
  goals: number;
};

const LEVELS = [
  { letter: 'A', birthYears: [2006, 2007] as [number, number], matchLength: 30, goals: 16 },
  { letter: 'B', birthYears: [2008, 2009] as [number, number], matchLength: 30, goals: 14.5 },
  { letter: 'C', birthYears: [2010, 2011] as [number, number], matchLength: 30, goals: 12.5 },
  { letter: 'D', birthYears: [2012, 2013] as [number, number], matchLength: 24, goals: 10 },
  { letter: 'E', birthYears: [2014, null] as [number, number | null], matchLength: 20, goals: 7.5 },
];

const TEAMS: Record<string, number> = {
  MA: 72,
  MB: 78,
  MC: 80,
  MD: 78,
  ME: 70,
  WA: 40,
  WB: 72,
  WC: 78,
  WD: 74,
  WE: 38,
};

export const CATEGORIES: readonly CategorySeed[] = (['male', 'female'] as const).flatMap((gender, g) =>
  LEVELS.map((level, i) => {
    const code = `${gender === 'male' ? 'M' : 'W'}${level.letter}`;
    return {
      code,
      gender,
      birthYears: level.birthYears,
      matchLength: level.matchLength,
      weight: g * LEVELS.length + i + 1,
      teams: TEAMS[code],
      goals: level.goals - (gender === 'female' ? 1 : 0),
    };
  }),
);

/** System names of the reference round levels (db/built-in-rows.ts) plus the demo's placement groups. */
export type RoundLevelName =
  | 'preliminary'
  | 'main'
  | 'round_of_16'
  | 'quarter_final'
  | 'semi_final'
  | 'third_place'
  | 'final'
  | 'placement_group';

/**
 * The reference `placement` level is a knock-out match; the demo's placement groups are round-robin
 * groups of 3-4 teams, so they get a level of their own.
 */
export const PLACEMENT_GROUP_LEVEL = {
  systemName: 'placement_group',
  nameCs: 'Skupina o umístění',
  nameEn: 'Placement group',
  isBracket: false,
  weight: 8,
} as const;
