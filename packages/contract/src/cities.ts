/** The fixed location list of the specification (§9): 21 Romanian cities. */
export const CITIES = [
  'Bucuresti',
  'Cluj-Napoca',
  'Timisoara',
  'Iasi',
  'Constanta',
  'Craiova',
  'Brasov',
  'Galati',
  'Ploiesti',
  'Oradea',
  'Braila',
  'Arad',
  'Pitesti',
  'Sibiu',
  'Bacau',
  'Targu Mures',
  'Baia Mare',
  'Buzau',
  'Satu Mare',
  'Botosani',
  'Suceava',
] as const;

export type City = (typeof CITIES)[number];
