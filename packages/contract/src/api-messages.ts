/** Server messages of the castings, applications and profile endpoints not defined beside their schemas. */
export const API_MESSAGES = {
  /** GET /castings?excludeUserId= with somebody else's id. */
  excludeOtherUser: 'You can only exclude the castings you applied to yourself',
  /** GET /profiles/me without a profile (specification §8). */
  profileNotFound: 'Profil negăsit. Te rugăm să completezi profilul.',
  /** POST /applications with a talentProfileId that is not one of the caller's profiles. */
  talentProfileNotFound: 'Talent profile not found',
  /** PUT or DELETE /skills/{kind}/{id} of an item that is not on one of the caller's profiles. */
  skillNotFound: 'Skill not found',
} as const;
