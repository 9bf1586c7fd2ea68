import type { User } from '@talent/contract/auth';
import { apiRequest } from '@/lib/api-client';

export async function getMe(): Promise<User> {
  const body = await apiRequest<{ data: User }>('/auth/me');
  return body.data;
}
