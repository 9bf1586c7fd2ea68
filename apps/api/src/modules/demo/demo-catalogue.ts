import type { Gender } from '@talent/contract/auth';
import {
  type AgeRange,
  type CastingCreatePayload,
  type CastingStatus,
  CURRENCY,
  type ProjectType,
  type RemunerationType,
} from '@talent/contract/castings';
import type { MinorSchedule } from '@talent/contract/child-work';
import { CITIES, type City } from '@talent/contract/cities';
import { addDays, todayIsoDate } from '@talent/contract/dates';
import type { Random } from './prng';

/** How each city of the list is written in a sentence. */
const CITY_NAMES: Record<City, string> = {
  Bucuresti: 'București',
  'Cluj-Napoca': 'Cluj-Napoca',
  Timisoara: 'Timișoara',
  Iasi: 'Iași',
  Constanta: 'Constanța',
  Craiova: 'Craiova',
  Brasov: 'Brașov',
  Galati: 'Galați',
  Ploiesti: 'Ploiești',
  Oradea: 'Oradea',
  Braila: 'Brăila',
  Arad: 'Arad',
  Pitesti: 'Pitești',
  Sibiu: 'Sibiu',
  Bacau: 'Bacău',
  'Targu Mures': 'Târgu Mureș',
  'Baia Mare': 'Baia Mare',
  Buzau: 'Buzău',
  'Satu Mare': 'Satu Mare',
  Botosani: 'Botoșani',
  Suceava: 'Suceava',
};

interface Template {
  projectType: ProjectType;
  title: (city: string) => string;
  shortDescription: string;
  description: (city: string) => string;
  ageRanges: AgeRange[];
  gender: Gender | null;
  duration: string | null;
  remuneration: { amount: number; type: RemunerationType } | null;
  diffusionType: string | null;
  /** Castings open to children declare their hours (decision 0018): every template with a minor's range. */
  minorSchedule?: MinorSchedule;
}

const TEMPLATES: Template[] = [
  {
    projectType: 'TV_SERIES',
    title: (city) => `Figuranți pentru serialul „Vlad” — ${city}`,
    shortDescription: 'Căutăm figuranți de toate vârstele pentru scene de stradă și de piață.',
    description: (city) =>
      `Producția filmează noul sezon în ${city} și are nevoie de figuranți pentru scene de mulțime.\n\nVeniți cu ținută de zi cu zi, fără logo-uri vizibile. Oferim masă caldă, apă și transport de la punctul de întâlnire.`,
    ageRanges: [{ min: 18, max: 65 }],
    gender: null,
    duration: '2 zile',
    remuneration: { amount: 250, type: 'per_day' },
    diffusionType: 'TV național, streaming',
  },
  {
    projectType: 'COMMERCIAL',
    title: (city) => `Reclamă TV pentru o bancă — familie tânără din ${city}`,
    shortDescription: 'Cuplu și un copil de 5–8 ani pentru un spot de 30 de secunde.',
    description: (city) =>
      `Căutăm o familie care să pară firească în fața camerei: doi părinți și un copil. Filmarea are loc într-un apartament din ${city}.\n\nNu este nevoie de experiență; contează naturalețea și buna dispoziție.`,
    ageRanges: [
      { min: 5, max: 8 },
      { min: 28, max: 40 },
    ],
    minorSchedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 1 },
    gender: null,
    duration: '1 zi',
    remuneration: { amount: 3500, type: 'per_project' },
    diffusionType: 'TV, online, cinema',
  },
  {
    projectType: 'FEATURE_FILM',
    title: (city) => `Lungmetraj „Iarna lui Ștefan” — roluri secundare în ${city}`,
    shortDescription: 'Actori cu experiență pentru trei roluri secundare cu replici.',
    description: (city) =>
      `Un film de autor despre o familie care se reîntâlnește după douăzeci de ani. Filmările au loc în ${city} și în împrejurimi.\n\nTrimiteți un monolog de cel mult două minute; preselecția se face pe baza înregistrărilor.`,
    ageRanges: [{ min: 30, max: 60 }],
    gender: null,
    duration: '12 zile de filmare',
    remuneration: { amount: 900, type: 'per_day' },
    diffusionType: 'Cinema, festivaluri',
  },
  {
    projectType: 'MUSIC_VIDEO',
    title: (city) => `Dansatori pentru un videoclip muzical în ${city}`,
    shortDescription: 'Dansatori contemporani și hip-hop pentru o coregrafie de grup.',
    description: (city) =>
      `Artistul își lansează noul single și filmează videoclipul într-o hală industrială din ${city}.\n\nCoregrafia se învață în două repetiții plătite. Aduceți încălțăminte comodă și haine în tonuri închise.`,
    ageRanges: [{ min: 18, max: 30 }],
    gender: null,
    duration: '3 zile (2 repetiții + filmare)',
    remuneration: { amount: 90, type: 'per_hour' },
    diffusionType: 'YouTube, rețele sociale',
  },
  {
    projectType: 'FASHION_SHOW',
    title: (city) => `Modele pentru Gala Modei Românești — ${city}`,
    shortDescription: 'Modele cu experiență de podium pentru o prezentare de colecție.',
    description: (city) =>
      `Designeri tineri își prezintă colecțiile de toamnă–iarnă la o gală în ${city}.\n\nProbele de costume au loc cu o zi înainte. Înălțime minimă 170 cm pentru femei și 182 cm pentru bărbați.`,
    ageRanges: [{ min: 18, max: 28 }],
    gender: 'FEMALE',
    duration: '2 zile',
    remuneration: { amount: 1200, type: 'per_project' },
    diffusionType: 'Eveniment live, presă',
  },
  {
    projectType: 'PHOTO_SHOOT',
    title: (city) => `Ședință foto de toamnă pentru un magazin online — ${city}`,
    shortDescription: 'Modele pentru fotografii de catalog: paltoane, pulovere și accesorii.',
    description: (city) =>
      `Un magazin online de îmbrăcăminte caută chipuri noi pentru catalogul de sezon. Ședința are loc într-un studio din ${city}, cu machiaj și coafură asigurate.\n\nFotografiile vor fi folosite pe site și în campaniile de pe rețelele sociale.`,
    ageRanges: [{ min: 20, max: 35 }],
    gender: null,
    duration: '1 zi',
    remuneration: { amount: 120, type: 'per_hour' },
    diffusionType: 'Online',
  },
  {
    projectType: 'THEATRE',
    title: (city) => `Actori pentru spectacolul „Țara cu dor” — Teatrul din ${city}`,
    shortDescription: 'Distribuție pentru o piesă nouă, cu repetiții timp de șase săptămâni.',
    description: (city) =>
      `Teatrul din ${city} pregătește premiera stagiunii: o poveste despre plecare și întoarcere.\n\nAudițiile constau într-un monolog la alegere și o scurtă improvizație. Se caută actori cu dicție bună și disponibilitate pentru turneu.`,
    ageRanges: [{ min: 22, max: 50 }],
    gender: null,
    duration: '6 săptămâni de repetiții',
    remuneration: { amount: 7000, type: 'per_project' },
    diffusionType: 'Scenă, turneu național',
  },
  {
    projectType: 'SHORT_FILM',
    title: (city) => `Scurtmetraj studențesc „Înghețată de fistic” — ${city}`,
    shortDescription: 'Rol principal feminin pentru un film de licență.',
    description: (city) =>
      `Studenții de la regie filmează în ${city} un scurtmetraj despre o vară în care nimic nu merge cum trebuie.\n\nProiectul nu este plătit, dar oferim credit pe generic, materialele filmate pentru showreel și masa în zilele de filmare.`,
    ageRanges: [{ min: 18, max: 26 }],
    gender: 'FEMALE',
    duration: '4 zile',
    remuneration: null,
    diffusionType: 'Festivaluri de film studențesc',
  },
  {
    projectType: 'EVENT',
    title: (city) => `Hostess și stewarzi pentru un festival de muzică — ${city}`,
    shortDescription: 'Echipă de primire a publicului pentru trei seri de concerte.',
    description: (city) =>
      `Un festival de muzică din ${city} are nevoie de hostess și stewarzi la intrări și în zona VIP.\n\nCăutăm persoane zâmbitoare, punctuale, care vorbesc engleza. Tricourile și acreditările sunt asigurate.`,
    ageRanges: [{ min: 18, max: 35 }],
    gender: null,
    duration: '3 seri',
    remuneration: { amount: 45, type: 'per_hour' },
    diffusionType: null,
  },
  {
    projectType: 'COMMERCIAL',
    title: (city) => `Spot publicitar pentru o cafenea — actriță 25–35 de ani, ${city}`,
    shortDescription: 'Actriță pentru rolul principal într-un spot de 30 de secunde.',
    description: (city) =>
      `Un lanț de cafenele își deschide prima locație în ${city} și filmează un spot despre dimineți liniștite.\n\nRolul nu are replici; contează expresivitatea. Filmarea durează o zi, cu o probă de costume înainte.`,
    ageRanges: [{ min: 25, max: 35 }],
    gender: 'FEMALE',
    duration: '1 zi',
    remuneration: { amount: 1800, type: 'per_project' },
    diffusionType: 'Online, cinema',
  },
  {
    projectType: 'TV_SERIES',
    title: (city) => `Copii actori pentru un serial de familie — ${city}`,
    shortDescription: 'Copii între 8 și 13 ani pentru roluri recurente.',
    description: (city) =>
      `Un serial de familie filmat în ${city} caută trei copii pentru rolurile fraților din poveste.\n\nFilmările se organizează în afara programului școlar, cu acordul și prezența unui părinte.`,
    ageRanges: [{ min: 8, max: 13 }],
    // Four hours a day, three days: within HG 75/2015 from 6 years up, not for younger children.
    minorSchedule: { dailyStart: '14:00', dailyEnd: '18:00', days: 3 },
    gender: null,
    duration: 'Sezon de 10 episoade',
    remuneration: { amount: 400, type: 'per_day' },
    diffusionType: 'TV național',
  },
  {
    projectType: 'FEATURE_FILM',
    title: (city) => `Film istoric „Cetatea de pe deal” — călăreți și figuranți, ${city}`,
    shortDescription: 'Figuranți pentru scene de luptă și călăreți cu experiență.',
    description: (city) =>
      `O coproducție europeană filmează lângă ${city} scene medievale de amploare.\n\nCălăreții trebuie să stăpânească mersul la trap și la galop. Costumele, bărbile false și perucile sunt asigurate de producție.`,
    ageRanges: [{ min: 20, max: 55 }],
    gender: 'MALE',
    duration: '5 zile',
    remuneration: { amount: 350, type: 'per_day' },
    diffusionType: 'Cinema, streaming',
  },
  {
    projectType: 'OTHER',
    title: (city) => `Figuranți speciali pentru un documentar despre meserii vechi — ${city}`,
    shortDescription: 'Meșteșugari și persoane care știu o meserie tradițională.',
    description: (city) =>
      `Un documentar despre meseriile pe cale de dispariție se filmează în ${city}: olari, fierari, țesătoare, cojocari.\n\nDacă practicați o meserie tradițională, vă rugăm să ne scrieți câteva rânduri despre ea.`,
    ageRanges: [{ min: 40, max: 85 }],
    gender: null,
    duration: '1 zi',
    remuneration: null,
    diffusionType: 'Televiziune publică',
  },
  {
    projectType: 'PHOTO_SHOOT',
    title: (city) => `Catalog de ochelari: modele cu trăsături expresive — ${city}`,
    shortDescription: 'Chipuri cu personalitate pentru o campanie de ochelari.',
    description: (city) =>
      `Un optician din ${city} lansează o colecție de rame și caută chipuri cu trăsături puternice, nu neapărat modele profesioniste.\n\nȘedința durează aproximativ patru ore, în studio.`,
    ageRanges: [
      { min: 20, max: 30 },
      { min: 45, max: 65 },
    ],
    gender: null,
    duration: '4 ore',
    remuneration: { amount: 600, type: 'per_project' },
    diffusionType: 'Online, afișaj stradal',
  },
  {
    projectType: 'MUSIC_VIDEO',
    title: (city) => `Videoclip folk: cuplu pentru scene în natură — ${city}`,
    shortDescription: 'Un cuplu pentru o poveste de dragoste filmată la răsărit.',
    description: (city) =>
      `O trupă de folk filmează lângă ${city} un videoclip cu un cuplu care se plimbă prin livezi și pe dealuri.\n\nFilmarea începe devreme, la răsărit; transportul din oraș este asigurat.`,
    ageRanges: [{ min: 22, max: 35 }],
    gender: null,
    duration: '1 zi',
    remuneration: { amount: 700, type: 'per_project' },
    diffusionType: 'YouTube',
  },
  {
    projectType: 'EVENT',
    title: (city) => `Promoteri pentru lansarea unui parfum — ${city}`,
    shortDescription: 'Promoteri pentru un weekend de degustări olfactive în mall.',
    description: (city) =>
      `Un brand de parfumuri își prezintă noua colecție într-un mall din ${city}.\n\nCăutăm persoane comunicative, cu aspect îngrijit. Instruirea despre produse are loc vineri seara.`,
    ageRanges: [{ min: 19, max: 32 }],
    gender: null,
    duration: 'Un weekend',
    remuneration: { amount: 40, type: 'per_hour' },
    diffusionType: null,
  },
  {
    projectType: 'COMMERCIAL',
    title: (city) => `Reclamă la ciocolată — bunici și nepoți, ${city}`,
    shortDescription: 'Bunici și nepoți, ideal din aceeași familie, pentru un spot de sărbători.',
    description: (city) =>
      `Spotul de sărbători al unui producător de ciocolată se filmează într-o casă veche din ${city}.\n\nCăutăm bunici și nepoți care se înțeleg bine: complicitatea lor este povestea reclamei.`,
    ageRanges: [
      { min: 6, max: 10 },
      { min: 60, max: 80 },
    ],
    minorSchedule: { dailyStart: '10:00', dailyEnd: '13:00', days: 1 },
    gender: null,
    duration: '1 zi',
    remuneration: { amount: 2500, type: 'per_project' },
    diffusionType: 'TV, online',
  },
  {
    projectType: 'THEATRE',
    title: (city) => `Audiții pentru musicalul „Strada Mântuleasa” — ${city}`,
    shortDescription: 'Actori care cântă și dansează pentru un musical original.',
    description: (city) =>
      `Un musical inspirat de Bucureștiul interbelic ajunge în ${city}. Căutăm voci bune și actori care se mișcă bine pe scenă.\n\nPregătiți un cântec la alegere și o scurtă secvență de dans.`,
    ageRanges: [{ min: 20, max: 45 }],
    gender: null,
    duration: 'Stagiune de 3 luni',
    remuneration: { amount: 9000, type: 'per_project' },
    diffusionType: 'Scenă',
  },
  {
    projectType: 'SHORT_FILM',
    title: (city) => `Scurtmetraj de ficțiune: rol principal masculin — ${city}`,
    shortDescription: 'Un actor pentru rolul unui paznic de noapte într-un scurtmetraj.',
    description: (city) =>
      `Un regizor debutant filmează în ${city} un scurtmetraj despre singurătatea turei de noapte.\n\nRolul are multe scene fără replici; căutăm un actor cu o prezență calmă.`,
    ageRanges: [{ min: 35, max: 55 }],
    gender: 'MALE',
    duration: '3 nopți',
    remuneration: { amount: 500, type: 'per_day' },
    diffusionType: 'Festivaluri',
  },
  {
    projectType: 'TV_SERIES',
    title: (city) => `Emisiune de divertisment: public în studio — ${city}`,
    shortDescription: 'Public entuziast pentru înregistrarea a patru ediții.',
    description: (city) =>
      `O emisiune de divertisment înregistrează patru ediții într-un studio din ${city}.\n\nCăutăm public care să aplaude, să râdă și să participe la jocuri. Ținută elegantă, în culori vii.`,
    ageRanges: [{ min: 18, max: 70 }],
    gender: null,
    duration: '4 seri',
    remuneration: { amount: 100, type: 'per_day' },
    diffusionType: 'TV național',
  },
  {
    projectType: 'FASHION_SHOW',
    title: (city) => `Prezentare de costume populare reinterpretate — ${city}`,
    shortDescription: 'Modele pentru o colecție care reinterpretează ia și cojocul.',
    description: (city) =>
      `O designeriță din ${city} prezintă o colecție inspirată de costumul popular românesc, reinterpretat pentru zilele noastre.\n\nPrezentarea are loc într-un muzeu, urmată de o ședință foto pentru presă.`,
    ageRanges: [{ min: 18, max: 30 }],
    gender: null,
    duration: '1 zi',
    remuneration: { amount: 800, type: 'per_project' },
    diffusionType: 'Eveniment live, presă, online',
  },
];

/** Positions in the catalogue with a status other than PUBLISHED: a few of each. */
const OTHER_STATUSES: ReadonlyMap<number, CastingStatus> = new Map([
  [3, 'DRAFT'],
  [17, 'DRAFT'],
  [33, 'DRAFT'],
  [47, 'DRAFT'],
  [7, 'CLOSED'],
  [22, 'CLOSED'],
  [38, 'CLOSED'],
  [54, 'CLOSED'],
  [11, 'CANCELLED'],
  [29, 'CANCELLED'],
  [58, 'CANCELLED'],
  [14, 'SUSPENDED'],
  [41, 'SUSPENDED'],
  [61, 'SUSPENDED'],
]);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface DemoCasting {
  payload: CastingCreatePayload;
  status: CastingStatus;
  /** Null for drafts; otherwise spaced so the newest-first order is fixed. */
  publishedAt: string | null;
  createdAt: string;
  /** Which generated cover it shows, or none (the web app then shows the title's initial). */
  coverDesign: number | null;
}

export const CASTINGS_PER_CITY = 3;
export const COVER_DESIGNS = 10;

/**
 * The demo catalogue: three castings in each of the 21 cities (63), mostly PUBLISHED with a few of
 * every other status. Every date is counted from `now`, the seeding moment, so the catalogue looks
 * current whenever it is seeded: PUBLISHED castings (and drafts, suspended and cancelled ones) have
 * their casting and shooting dates ahead of the seeding day, CLOSED ones had their casting between
 * publication and that day. Deterministic for a given `random` apart from that anchor.
 */
export function buildDemoCatalogue(now: Date, random: Random): DemoCasting[] {
  const castings: DemoCasting[] = [];
  const today = todayIsoDate(now);
  CITIES.forEach((city, cityIndex) => {
    for (let slot = 0; slot < CASTINGS_PER_CITY; slot += 1) {
      const index = castings.length;
      const template = TEMPLATES[(cityIndex * CASTINGS_PER_CITY + slot * 7) % TEMPLATES.length]!;
      const cityName = CITY_NAMES[city];
      const status = OTHER_STATUSES.get(index) ?? 'PUBLISHED';
      // Published from about 2 hours to about 30 days ago, newest first in catalogue order.
      const published = now.getTime() - 2 * HOUR - index * 11 * HOUR - random.int(0, 50) * 60_000;
      // Counted in calendar days from the seeding day: an "Active" casting whose date has passed
      // would look stale, and a week's margin keeps a freshly seeded demo current for a while.
      const daysSincePublished = Math.floor((now.getTime() - published) / DAY);
      const castingOffset =
        status === 'CLOSED' ? -random.int(1, Math.max(1, daysSincePublished)) : random.int(7, 60);
      const castingDate = addDays(today, castingOffset) as string;
      const shootingDate = addDays(castingDate, random.int(3, 30)) as string;
      const remuneration = template.remuneration
        ? {
            // Some variety around the template's fee, in round figures.
            amount: Math.max(
              10,
              Math.round((template.remuneration.amount * (0.8 + random.next() * 0.5)) / 10) * 10,
            ),
            currency: CURRENCY as typeof CURRENCY,
            type: template.remuneration.type,
          }
        : null;
      castings.push({
        payload: {
          title: template.title(cityName),
          projectType: template.projectType,
          shortDescription: template.shortDescription,
          description: template.description(cityName),
          location: city,
          castingDate,
          shootingDate,
          ageRanges: template.ageRanges,
          gender: template.gender,
          duration: template.duration,
          remuneration,
          diffusionType: template.diffusionType,
          minorSchedule: template.minorSchedule ?? null,
          status: 'PUBLISHED',
        },
        status,
        publishedAt: status === 'DRAFT' ? null : new Date(published).toISOString(),
        createdAt: new Date(published - random.int(1, 5) * DAY).toISOString(),
        coverDesign: index % 9 === 4 ? null : (index * 7) % COVER_DESIGNS,
      });
    }
  });
  return castings;
}

export interface DemoApplication {
  castingIndex: number;
  message: string | null;
  /** Status changes after PENDING, oldest first, in hours before now. */
  history: { status: 'PENDING' | 'REVIEWED' | 'SHORTLISTED' | 'ACCEPTED'; hoursAgo: number }[];
}

/**
 * The demo talent's three applications: one pending, one shortlisted after a review, one accepted
 * on a casting that has since closed. Each was made after its casting was published.
 */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    castingIndex: 9,
    message: 'Bună ziua! Am mai jucat în două reclame și sunt disponibilă în zilele de filmare.',
    history: [{ status: 'PENDING', hoursAgo: 30 }],
  },
  {
    castingIndex: 31,
    message: 'Am experiență ca figurantă și pot veni cu ținutele cerute.',
    history: [
      { status: 'PENDING', hoursAgo: 12 * 24 },
      { status: 'REVIEWED', hoursAgo: 8 * 24 },
      { status: 'SHORTLISTED', hoursAgo: 3 * 24 },
    ],
  },
  {
    castingIndex: 54,
    message: null,
    history: [
      { status: 'PENDING', hoursAgo: 24 * 24 },
      { status: 'REVIEWED', hoursAgo: 20 * 24 },
      { status: 'ACCEPTED', hoursAgo: 16 * 24 },
    ],
  },
];
