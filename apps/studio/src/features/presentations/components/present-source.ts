/** What a presentation is made of: applicants chosen in a casting's list, or a talent list. */
export type PresentSource =
  | { castingId: string; castingTitle: string | undefined; applicationIds: readonly string[] }
  | { talentListId: string };
