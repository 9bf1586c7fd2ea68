import type { CastingStatus } from '@talent/contract/castings';
import type { StudioCasting } from '@talent/contract/studio';
import { ApiError } from '@talent/ui/http/api-client';
import { notify } from '@talent/ui/notify';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/translate-message';
import { duplicateCasting } from '../api/duplicate-casting';
import { STUDIO_CASTINGS_KEY } from '../api/get-studio-castings';
import { updateCasting } from '../api/save-casting';
import '../casting-messages';

export type CastingRef = Pick<StudioCasting, 'id' | 'title' | 'status'>;
/** The moves a casting's staff make from the studio; SUSPENDED (moderation) is offered to ADMIN only. */
export type CastingMove = 'PUBLISHED' | 'CLOSED' | 'CANCELLED' | 'SUSPENDED';

const DONE_KEYS = {
  PUBLISHED: 'castings.actions.published',
  CLOSED: 'castings.actions.closed',
  CANCELLED: 'castings.actions.cancelled',
  SUSPENDED: 'castings.actions.suspended',
} as const;

export interface CastingActions {
  move: (casting: CastingRef, status: CastingMove) => Promise<boolean>;
  duplicate: (casting: CastingRef) => Promise<void>;
  /** The casting whose action is under way, and which. */
  busy: { id: string; action: CastingMove | 'DUPLICATE' } | null;
  /** A refusal that must stay on screen (publishing before the company is verified), else null. */
  refusal: string | null;
  dismissRefusal: () => void;
}

/** Publish, close, cancel and duplicate, with their toasts; every list and casting is read again after. */
export function useCastingActions(): CastingActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STUDIO_CASTINGS_KEY });

  const moveMutation = useMutation({
    mutationFn: ({ casting, status }: { casting: CastingRef; status: CastingStatus }) =>
      updateCasting(casting.id, { status }),
    onSettled: refresh,
  });
  const duplicateMutation = useMutation({
    mutationFn: (casting: CastingRef) => duplicateCasting(casting.id),
    onSuccess: refresh,
  });

  async function move(casting: CastingRef, status: CastingMove): Promise<boolean> {
    setRefusal(null);
    try {
      await moveMutation.mutateAsync({ casting, status });
    } catch (error) {
      const message = await errorMessage(t, error, t('castings.actions.failed'));
      // A 403 (company not verified, rejected) is a state to act on, not a passing hitch: it stays.
      if (error instanceof ApiError && error.status === 403) setRefusal(message);
      else notify.error(message);
      return false;
    }
    notify.success(t(DONE_KEYS[status], { title: casting.title }));
    return true;
  }

  async function duplicate(casting: CastingRef): Promise<void> {
    try {
      const copy = await duplicateMutation.mutateAsync(casting);
      notify.success(t('castings.actions.duplicated', { title: copy.title }));
      navigate(`/castings/${encodeURIComponent(copy.id)}/edit`);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('castings.actions.duplicateFailed')));
    }
  }

  const busy = moveMutation.isPending
    ? { id: moveMutation.variables.casting.id, action: moveMutation.variables.status as CastingMove }
    : duplicateMutation.isPending
      ? { id: duplicateMutation.variables.id, action: 'DUPLICATE' as const }
      : null;

  return { move, duplicate, busy, refusal, dismissRefusal: () => setRefusal(null) };
}
