/** Tournament places in Prague. Coordinates lie in the districts named by the addresses. */
export type PlaceSeed = {
  code?: string;
  cs: string;
  en: string;
  descriptionCs: string;
  descriptionEn: string;
  address: string;
  lat: number;
  lng: number;
  link: string;
};

type HallRow = [
  name: string,
  kind: 'hall' | 'school',
  street: string,
  zip: string,
  district: string,
  lat: number,
  lng: number,
];

/** [Czech name, kind, street and number, ZIP, district, lat, lng]. */
const HALL_ROWS: readonly HallRow[] = [
  ['Sportovní hala Kotlářka', 'hall', 'Kotlářka 1101/1', '150 00', 'Praha 5 – Košíře', 50.0705, 14.3789],
  ['Hala Dukla Juliska', 'hall', 'Na Julisce 28a', '160 00', 'Praha 6 – Dejvice', 50.1044, 14.3892],
  ['Sportovní hala Slavia Eden', 'hall', 'Vladivostocká 1460/10', '100 00', 'Praha 10 – Vršovice', 50.0677, 14.4718],
  ['Sportovní centrum Chodov', 'hall', 'Mírového hnutí 2137/12', '149 00', 'Praha 4 – Chodov', 50.0307, 14.4951],
  ['Hala Sokol Královské Vinohrady', 'hall', 'Polská 2400/1a', '120 00', 'Praha 2 – Vinohrady', 50.0779, 14.4388],
  ['Sportovní hala Strahov', 'hall', 'Vaníčkova 2', '160 17', 'Praha 6 – Břevnov', 50.0804, 14.3858],
  [
    'Sportovní hala FTVS UK Veleslavín',
    'hall',
    'José Martího 269/31',
    '162 52',
    'Praha 6 – Veleslavín',
    50.0956,
    14.3408,
  ],
  ['Sportovní hala Hostivař', 'hall', 'Hornoměcholupská 873', '102 00', 'Praha 15 – Hostivař', 50.0533, 14.5322],
  ['Sportovní hala Děkanka', 'hall', 'Na Děkance 2', '128 00', 'Praha 2 – Nusle', 50.0625, 14.4268],
  ['Sportovní hala Modřany', 'hall', 'Rakovského 3136/1', '143 00', 'Praha 12 – Modřany', 49.9942, 14.4112],
  ['Sportovní hala Řepy', 'hall', 'Španielova 1111/19', '163 00', 'Praha 17 – Řepy', 50.0672, 14.3019],
  ['Sportovní hala Stodůlky', 'hall', 'Kovářova 1615/4', '155 00', 'Praha 13 – Stodůlky', 50.0459, 14.3278],
  ['Sportovní hala Lužiny', 'hall', 'Mezi Školami 2475/21', '158 00', 'Praha 13 – Lužiny', 50.0441, 14.3331],
  ['Sportovní hala Černý Most', 'hall', 'Bratří Venclíků 1140', '198 00', 'Praha 14 – Černý Most', 50.1078, 14.5772],
  [
    'Sportovní hala Horní Počernice',
    'hall',
    'Ve Žlíbku 1800/77',
    '193 00',
    'Praha 20 – Horní Počernice',
    50.1133,
    14.6124,
  ],
  ['Sportovní hala Krč', 'hall', 'Sdružení 1080/1', '140 00', 'Praha 4 – Krč', 50.0361, 14.4437],
  ['Sportovní hala Záběhlice', 'hall', 'Květnového vítězství 1554', '141 00', 'Praha 4 – Záběhlice', 50.0485, 14.4875],
  ['Sportovní hala Michle', 'hall', 'Na Pankráci 1690/125', '140 00', 'Praha 4 – Michle', 50.0513, 14.4384],
  ['Sportovní hala Letňany', 'hall', 'Tupolevova 710', '199 00', 'Praha 18 – Letňany', 50.1331, 14.5168],
  ['Sportovní hala Kbely', 'hall', 'Albrechtická 645', '197 00', 'Praha 19 – Kbely', 50.1331, 14.5447],
  ['Sportovní hala Radotín', 'hall', 'Loučanská 1112', '153 00', 'Praha 16 – Radotín', 49.9825, 14.3597],
  ['Sportovní hala Zbraslav', 'hall', 'Nad Parkem 1105', '156 00', 'Praha-Zbraslav', 49.9755, 14.3936],
  ['Sportovní hala Uhříněves', 'hall', 'Přátelství 1390', '104 00', 'Praha 22 – Uhříněves', 50.0311, 14.5961],
  ['Sportovní hala Petrovice', 'hall', 'Dopplerova 351', '109 00', 'Praha-Petrovice', 50.037, 14.5612],
  ['Sportovní hala Prosek', 'hall', 'Litvínovská 600/1', '190 00', 'Praha 9 – Prosek', 50.1217, 14.5006],
  ['Sportovní hala Bohnice', 'hall', 'Bohnická 12', '181 00', 'Praha 8 – Bohnice', 50.1318, 14.419],
  ['Sportovní hala Karlín', 'hall', 'Pernerova 697/29', '186 00', 'Praha 8 – Karlín', 50.093, 14.4541],
  ['Sportovní hala Vysočany', 'hall', 'Sokolovská 1000/248', '190 00', 'Praha 9 – Vysočany', 50.1057, 14.4986],
  ['Sportovní hala Žižkov', 'hall', 'Koněvova 2430/211', '130 00', 'Praha 3 – Žižkov', 50.0893, 14.4744],
  ['Sportovní hala Strašnice', 'hall', 'Na Hroudě 2149/19', '100 00', 'Praha 10 – Strašnice', 50.0721, 14.4927],
  ['Sportovní hala Malešice', 'hall', 'Rektorská 1123/2', '108 00', 'Praha 10 – Malešice', 50.0826, 14.5153],
  ['Sportovní hala Suchdol', 'hall', 'Kamýcká 129', '165 00', 'Praha-Suchdol', 50.1306, 14.3744],
  ['Tělocvična ZŠ Mikoláše Alše', 'school', 'Mládeže 1102/3', '160 00', 'Praha 6 – Břevnov', 50.0839, 14.3598],
  ['Tělocvična ZŠ Campanus', 'school', 'Jírovcovo nám. 1782/5', '148 00', 'Praha 11 – Chodov', 50.0244, 14.4979],
  ['Tělocvična ZŠ Meteorologická', 'school', 'Meteorologická 181', '142 00', 'Praha 4 – Libuš', 50.0123, 14.4481],
  ['Tělocvična ZŠ Petřiny-sever', 'school', 'Na Okraji 303/43', '162 00', 'Praha 6 – Petřiny', 50.0888, 14.3443],
  ['Tělocvična ZŠ Kunratice', 'school', 'Předškolní 420/10', '148 00', 'Praha-Kunratice', 50.0136, 14.4858],
  ['Tělocvična ZŠ Barrandov', 'school', 'V Remízku 919/7', '152 00', 'Praha 5 – Hlubočepy', 50.0333, 14.3964],
  ['Tělocvična ZŠ Lupáčova', 'school', 'Lupáčova 1200/1', '130 00', 'Praha 3 – Žižkov', 50.0852, 14.4642],
  ['Tělocvična ZŠ Hostýnská', 'school', 'Hostýnská 2100/2', '108 00', 'Praha 10 – Malešice', 50.0758, 14.5224],
  ['Tělocvična ZŠ Bítovská', 'school', 'Bítovská 1246/1', '140 00', 'Praha 4 – Michle', 50.0451, 14.4557],
];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function hallEnglishName(name: string, kind: 'hall' | 'school'): string {
  if (kind === 'school') return `${name.replace('Tělocvična ZŠ ', '')} Elementary School Gym`;
  if (name.startsWith('Sportovní hala ')) return `${name.replace('Sportovní hala ', '')} Sports Hall`;
  if (name.startsWith('Sportovní centrum ')) return `${name.replace('Sportovní centrum ', '')} Sports Centre`;
  return name.replace('Hala ', '').concat(' Hall');
}

export const HALLS: readonly PlaceSeed[] = HALL_ROWS.map(([name, kind, street, zip, district, lat, lng], i) => ({
  code: `H${String(i + 1).padStart(2, '0')}`,
  cs: name,
  en: hallEnglishName(name, kind),
  descriptionCs:
    kind === 'hall'
      ? 'Sportovní hala s palubovkou 40 × 20 m, šatnami pro týmy a rozhodčí, tribunou a občerstvením.'
      : 'Školní tělocvična s hřištěm 40 × 20 m a šatnami; občerstvení ve vestibulu.',
  descriptionEn:
    kind === 'hall'
      ? 'Sports hall with a 40 × 20 m court, changing rooms for teams and referees, a stand and refreshments.'
      : 'School gym with a 40 × 20 m court and changing rooms; refreshments in the lobby.',
  address: `${street}, ${zip} ${district}`,
  lat,
  lng,
  link: `https://www.sportvpraze.cz/sportoviste/${slug(name)}`,
}));

export const HOTELS: readonly PlaceSeed[] = [
  {
    cs: 'Hotel Olympik',
    en: 'Hotel Olympik',
    descriptionCs: 'Kongresový hotel u stanice metra Invalidovna, snídaně formou bufetu.',
    descriptionEn: 'Congress hotel next to the Invalidovna metro station, buffet breakfast.',
    address: 'Sokolovská 138, 186 00 Praha 8 – Karlín',
    lat: 50.0968,
    lng: 14.4634,
    link: 'https://www.hotel-olympik.cz',
  },
  {
    cs: 'Hotel Duo',
    en: 'Hotel Duo',
    descriptionCs: 'Hotel s bazénem a sportovním zázemím na Proseku.',
    descriptionEn: 'Hotel with a swimming pool and sports facilities in Prosek.',
    address: 'Teplická 492, 190 00 Praha 9 – Střížkov',
    lat: 50.1278,
    lng: 14.4915,
    link: 'https://www.hotelduo.cz',
  },
  {
    cs: 'Hotel Pyramida',
    en: 'Hotel Pyramida',
    descriptionCs: 'Hotel nedaleko Pražského hradu, tramvají přímo do centra.',
    descriptionEn: 'Hotel near Prague Castle, direct tram to the centre.',
    address: 'Bělohorská 24, 169 01 Praha 6 – Břevnov',
    lat: 50.0836,
    lng: 14.3851,
    link: 'https://www.hotelpyramida.cz',
  },
  {
    cs: 'Clarion Congress Hotel Prague',
    en: 'Clarion Congress Hotel Prague',
    descriptionCs: 'Velký hotel přímo u stanice metra Vysočanská.',
    descriptionEn: 'Large hotel right at the Vysočanská metro station.',
    address: 'Freyova 33, 190 00 Praha 9 – Vysočany',
    lat: 50.1105,
    lng: 14.5006,
    link: 'https://www.clarioncongresshotelprague.com',
  },
  {
    cs: 'Hotel Krystal',
    en: 'Hotel Krystal',
    descriptionCs: 'Hotel u kampusu Veleslavín, pár minut od letiště.',
    descriptionEn: 'Hotel by the Veleslavín campus, a few minutes from the airport.',
    address: 'José Martího 407/2, 162 00 Praha 6 – Veleslavín',
    lat: 50.0949,
    lng: 14.3434,
    link: 'https://www.hotelkrystal.cz',
  },
  {
    cs: 'Hotel Globus',
    en: 'Hotel Globus',
    descriptionCs: 'Hotel na Chodově u obchodního centra a stanice metra Roztyly.',
    descriptionEn: 'Hotel in Chodov near the shopping centre and the Roztyly metro station.',
    address: 'Gregorova 2115/10, 148 00 Praha 4 – Chodov',
    lat: 50.0349,
    lng: 14.4771,
    link: 'https://www.hotel-globus.cz',
  },
  {
    cs: 'Top Hotel Praha',
    en: 'Top Hotel Prague',
    descriptionCs: 'Kongresový hotel s parkovištěm pro autobusy.',
    descriptionEn: 'Congress hotel with coach parking.',
    address: 'Blažimská 1781/4, 149 00 Praha 4 – Chodov',
    lat: 50.0239,
    lng: 14.5152,
    link: 'https://www.tophotel.cz',
  },
  {
    cs: 'Hotel Belvedere',
    en: 'Hotel Belvedere',
    descriptionCs: 'Hotel v Holešovicích u Výstaviště a Stromovky.',
    descriptionEn: 'Hotel in Holešovice near the Exhibition Grounds and Stromovka park.',
    address: 'Milady Horákové 1400/19, 170 00 Praha 7 – Holešovice',
    lat: 50.1003,
    lng: 14.4283,
    link: 'https://www.hotelbelvedereprague.cz',
  },
  {
    cs: 'Hotel Ibis Praha Malá Strana',
    en: 'Ibis Praha Mala Strana',
    descriptionCs: 'Hotel na Smíchově u nákupního centra Nový Smíchov.',
    descriptionEn: 'Hotel in Smíchov next to the Nový Smíchov shopping centre.',
    address: 'Plzeňská 14, 150 00 Praha 5 – Smíchov',
    lat: 50.0721,
    lng: 14.4037,
    link: 'https://all.accor.com/hotel/3226/index.cs.shtml',
  },
  {
    cs: 'Kolej Strahov (ubytování ve třídách a na pokojích)',
    en: 'Strahov dormitory (classrooms and rooms)',
    descriptionCs: 'Studentské koleje ČVUT pro týmy s ubytováním v balíčku Basic.',
    descriptionEn: 'Student dormitory of the Czech Technical University for teams with the Basic package.',
    address: 'Vaníčkova 7, 160 17 Praha 6 – Břevnov',
    lat: 50.0813,
    lng: 14.3912,
    link: 'https://www.suz.cvut.cz/strahov',
  },
];

export const RESTAURANTS: readonly PlaceSeed[] = [
  {
    cs: 'Handball restaurace Výstaviště',
    en: 'Handball restaurant at the Exhibition Grounds',
    descriptionCs: 'Turnajová jídelna pro týmy s plnou penzí; pondělní oběd pro přihlášené týmy.',
    descriptionEn: 'Tournament canteen for teams with full board; Monday lunch for registered teams.',
    address: 'Výstaviště 67, 170 00 Praha 7 – Holešovice',
    lat: 50.1063,
    lng: 14.4326,
    link: 'https://www.vystavistepraha.eu',
  },
  {
    cs: 'Jídelna Strahov',
    en: 'Strahov canteen',
    descriptionCs: 'Jídelna kolejí Strahov – snídaně a večeře pro ubytované týmy.',
    descriptionEn: 'Canteen of the Strahov dormitory – breakfast and dinner for teams staying there.',
    address: 'Chaloupeckého 1914/7, 160 17 Praha 6 – Břevnov',
    lat: 50.0808,
    lng: 14.3921,
    link: 'https://www.suz.cvut.cz/menzy',
  },
  {
    cs: 'Restaurace U Fleků',
    en: 'U Fleků restaurant',
    descriptionCs: 'Historický pivovar a restaurace v Novém Městě.',
    descriptionEn: 'Historic brewery and restaurant in the New Town.',
    address: 'Křemencova 11, 110 00 Praha 1 – Nové Město',
    lat: 50.0788,
    lng: 14.4165,
    link: 'https://www.ufleku.cz',
  },
  {
    cs: 'Lokál Dlouhááá',
    en: 'Lokál Dlouhááá',
    descriptionCs: 'Česká kuchyně a tankové pivo v centru.',
    descriptionEn: 'Czech cuisine and tank beer in the centre.',
    address: 'Dlouhá 33, 110 00 Praha 1 – Staré Město',
    lat: 50.0904,
    lng: 14.4266,
    link: 'https://lokal-dlouha.ambi.cz',
  },
  {
    cs: 'Pizzeria Kmotra',
    en: 'Pizzeria Kmotra',
    descriptionCs: 'Oblíbená pizzerie pro celé týmy, rezervace předem.',
    descriptionEn: 'Popular pizzeria for whole teams, book ahead.',
    address: 'V Jirchářích 12, 110 00 Praha 1 – Nové Město',
    lat: 50.0802,
    lng: 14.4163,
    link: 'https://www.kmotra.cz',
  },
  {
    cs: 'Restaurace Kantýna',
    en: 'Kantýna restaurant',
    descriptionCs: 'Bývalá banka s řeznictvím a jídelnou.',
    descriptionEn: 'A former bank turned butcher shop and canteen.',
    address: 'Politických vězňů 5, 110 00 Praha 1 – Nové Město',
    lat: 50.0823,
    lng: 14.4314,
    link: 'https://www.kantyna.ambi.cz',
  },
];

export const ATTRACTIONS: readonly PlaceSeed[] = [
  {
    cs: 'Pražský hrad',
    en: 'Prague Castle',
    descriptionCs: 'Největší hradní komplex na světě, sídlo prezidenta republiky.',
    descriptionEn: 'The largest castle complex in the world and seat of the Czech president.',
    address: 'Hradčany, 119 08 Praha 1',
    lat: 50.0911,
    lng: 14.4016,
    link: 'https://www.hrad.cz',
  },
  {
    cs: 'Karlův most',
    en: 'Charles Bridge',
    descriptionCs: 'Gotický most přes Vltavu z roku 1357 se třiceti sochami.',
    descriptionEn: 'Gothic bridge over the Vltava from 1357 with thirty statues.',
    address: 'Karlův most, 110 00 Praha 1',
    lat: 50.0865,
    lng: 14.4114,
    link: 'https://www.prague.eu/cs/objekt/mista/118/karluv-most',
  },
  {
    cs: 'Staroměstský orloj',
    en: 'Prague Astronomical Clock',
    descriptionCs: 'Středověký orloj na Staroměstské radnici; apoštolové každou celou hodinu.',
    descriptionEn: 'Medieval astronomical clock on the Old Town Hall; the apostles appear every hour.',
    address: 'Staroměstské náměstí 1, 110 00 Praha 1',
    lat: 50.087,
    lng: 14.4207,
    link: 'https://www.prague.eu/cs/objekt/mista/3/staromestska-radnice-s-orlojem',
  },
  {
    cs: 'Petřínská rozhledna',
    en: 'Petřín Lookout Tower',
    descriptionCs: 'Rozhledna na vrchu Petřín s výhledem na celou Prahu, lanovka z Újezdu.',
    descriptionEn: 'Lookout tower on Petřín hill with a view of all Prague; funicular from Újezd.',
    address: 'Petřínské sady 633, 118 00 Praha 1',
    lat: 50.0835,
    lng: 14.3951,
    link: 'https://www.muzeumprahy.cz/petrinska-rozhledna',
  },
  {
    cs: 'Zoologická zahrada Praha',
    en: 'Prague Zoo',
    descriptionCs: 'Jedna z nejlepších zoo světa, v Troji nad Vltavou.',
    descriptionEn: 'One of the best zoos in the world, in Troja above the Vltava.',
    address: 'U Trojského zámku 120/3, 171 00 Praha 7 – Troja',
    lat: 50.1169,
    lng: 14.4063,
    link: 'https://www.zoopraha.cz',
  },
  {
    cs: 'Vyšehrad',
    en: 'Vyšehrad',
    descriptionCs: 'Historická pevnost nad Vltavou s bazilikou a Vyšehradským hřbitovem.',
    descriptionEn: 'Historic fortress above the Vltava with a basilica and the Vyšehrad cemetery.',
    address: 'V Pevnosti 159/5b, 128 00 Praha 2',
    lat: 50.0644,
    lng: 14.4185,
    link: 'https://www.praha-vysehrad.cz',
  },
  {
    cs: 'Národní muzeum',
    en: 'National Museum',
    descriptionCs: 'Hlavní budova muzea na horním konci Václavského náměstí.',
    descriptionEn: 'Main museum building at the top of Wenceslas Square.',
    address: 'Václavské náměstí 68, 110 00 Praha 1',
    lat: 50.079,
    lng: 14.4308,
    link: 'https://www.nm.cz',
  },
  {
    cs: 'Žižkovská televizní věž',
    en: 'Žižkov Television Tower',
    descriptionCs: 'Nejvyšší stavba Prahy s vyhlídkou a lezoucími miminy Davida Černého.',
    descriptionEn: 'The tallest structure in Prague with an observation deck and David Černý’s crawling babies.',
    address: 'Mahlerovy sady 2699/1, 130 00 Praha 3',
    lat: 50.0809,
    lng: 14.4509,
    link: 'https://www.towerpark.cz',
  },
];
