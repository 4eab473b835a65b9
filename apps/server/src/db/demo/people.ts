import {
  base,
  cs_CZ,
  da,
  de,
  de_AT,
  de_CH,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IE,
  en_US,
  en_ZA,
  es,
  Faker,
  fi,
  fr,
  hr,
  hu,
  it,
  type LocaleDefinition,
  lv,
  nb_NO,
  nl,
  nl_BE,
  pl,
  pt_BR,
  pt_PT,
  ro,
  sk,
  sl_SI,
  sr_RS_latin,
  sv,
  tr,
} from '@faker-js/faker';
import { COUNTRIES, CZECH_FIRST_NAMES, type CountrySeed, SLOVAK_FIRST_NAMES } from './countries';
import type { Random } from './random';

const LOCALES: Record<string, LocaleDefinition> = {
  cs_CZ,
  sk,
  de,
  de_AT,
  de_CH,
  pl,
  da,
  nb_NO,
  sv,
  hu,
  fi,
  nl,
  nl_BE,
  fr,
  it,
  es,
  pt_PT,
  pt_BR,
  sl_SI,
  hr,
  sr_RS_latin,
  lv,
  ro,
  tr,
  en_GB,
  en_IE,
  en_US,
  en_CA,
  en_AU,
  en_ZA,
  en,
};

export type Sex = 'male' | 'female';

const MAIL_DOMAINS: Record<string, readonly string[]> = {
  CZ: ['seznam.cz', 'email.cz', 'gmail.com', 'centrum.cz', 'post.cz'],
  SK: ['gmail.com', 'azet.sk', 'centrum.sk', 'zoznam.sk'],
  DE: ['gmx.de', 'web.de', 'gmail.com', 't-online.de'],
  PL: ['wp.pl', 'onet.pl', 'gmail.com', 'o2.pl'],
  AT: ['gmx.at', 'aon.at', 'gmail.com'],
};

/** ASCII local part of an e-mail address. */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ðÐ]/g, 'd')
    .replace(/[þÞ]/g, 'th')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Names, addresses and contacts per country from seeded faker instances (one per country, so adding
 * people of one country does not shift the names of another).
 */
export class People {
  private readonly fakers = new Map<string, Faker>();
  private readonly emails = new Set<string>();

  constructor(
    private readonly rng: Random,
    private readonly seed: number,
  ) {}

  country(code: string): CountrySeed {
    const country = COUNTRIES.find((c) => c.code === code);
    if (!country) throw new Error(`Unknown demo country ${code}`);
    return country;
  }

  private faker(code: string): Faker {
    let faker = this.fakers.get(code);
    if (!faker) {
      const country = this.country(code);
      const locale = LOCALES[country.locale] ?? en;
      faker = new Faker({ locale: [locale, en, base] });
      faker.seed(this.seed * 1000 + COUNTRIES.indexOf(country));
      this.fakers.set(code, faker);
    }
    return faker;
  }

  firstName(code: string, sex: Sex): string {
    const country = this.country(code);
    if (country.names) return this.rng.pick(sex === 'male' ? country.names.male : country.names.female);
    if (code === 'CZ') return this.rng.pick(CZECH_FIRST_NAMES[sex]);
    if (code === 'SK') return this.rng.pick(SLOVAK_FIRST_NAMES[sex]);
    return this.faker(code).person.firstName(sex);
  }

  lastName(code: string, sex: Sex): string {
    const country = this.country(code);
    if (country.names) return this.rng.pick(sex === 'male' ? country.names.lastMale : country.names.lastFemale);
    return this.faker(code).person.lastName(sex);
  }

  street(code: string): string {
    const faker = this.faker(code);
    return `${faker.location.street()} ${this.rng.int(1, 180)}`;
  }

  zip(code: string): string {
    return this.faker(code).location.zipCode();
  }

  /** International format: +prefix and a national number of 9 digits in groups of three. */
  phone(code: string): string {
    const country = this.country(code);
    const first = code === 'CZ' ? this.rng.pick(['6', '7']) : code === 'SK' ? '9' : String(this.rng.int(1, 9));
    const digits = first + Array.from({ length: 8 }, () => this.rng.int(0, 9)).join('');
    return `${country.phonePrefix} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  }

  /** A unique, plausible address for the person. */
  email(code: string, firstName: string, lastName: string): string {
    const domains = MAIL_DOMAINS[code] ?? ['gmail.com', 'outlook.com', 'yahoo.com'];
    const local = `${ascii(firstName)}.${ascii(lastName)}`;
    const domain = this.rng.pick(domains);
    let candidate = `${local}@${domain}`;
    for (let n = 2; this.emails.has(candidate); n++) candidate = `${local}${n}@${domain}`;
    this.emails.add(candidate);
    return candidate;
  }
}
