// Free of zod (see genders.ts): the applicants list reads its sort from the URL without the schemas.
export const APPLICANT_SORTS = ['appliedAt', 'name', 'age'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
