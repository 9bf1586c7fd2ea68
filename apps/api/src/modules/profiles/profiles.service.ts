import { API_MESSAGES } from '@talent/contract/api-messages';
import type { TalentProfile } from '@talent/contract/profile';
import { HttpError } from '../../http-error';
import type { ProfilesRepository, TalentProfileRow } from './profiles.repository';

export function toTalentProfileDto(row: TalentProfileRow): TalentProfile {
  return {
    id: row.id,
    userId: row.user_id,
    childId: row.child_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    gender: row.gender,
    dateOfBirth: row.date_of_birth,
    residenceCity: row.residence_city,
    height: row.height,
    weight: row.weight,
    hairColor: row.hair_color,
    eyeColor: row.eye_color,
    profilePhotoUrl: row.profile_photo_url,
  };
}

export class ProfilesService {
  constructor(private readonly repository: ProfilesRepository) {}

  async getOwnProfile(userId: string): Promise<TalentProfile> {
    const row = await this.repository.findOwnProfile(userId);
    if (!row) throw new HttpError(404, 'PROFILE_NOT_FOUND', API_MESSAGES.profileNotFound);
    return toTalentProfileDto(row);
  }
}
