import type { ModerationAction } from '@talent/contract/message-limits';
import type { Report } from '@talent/contract/messages';

/**
 * The decisions that fit what was reported and where it stands: a message can be hidden (unless it
 * already is), a casting (a message's too) and the company suspended (unless they already are).
 */
export function actionsFor(report: Report): ModerationAction[] {
  const { target, targetType } = report;
  const actions: ModerationAction[] = ['DISMISS'];
  if (targetType === 'MESSAGE' && target.messageStatus !== 'HIDDEN') actions.push('HIDE_MESSAGE');
  if (targetType !== 'CLIENT' && target.castingId && target.castingStatus !== 'SUSPENDED')
    actions.push('SUSPEND_CASTING');
  // A talent's own message names no company: only the casting's side can be suspended for it.
  const companyOfTarget = targetType !== 'MESSAGE' || target.messageSide === 'CLIENT';
  if (companyOfTarget && target.clientId && target.clientStatus !== 'SUSPENDED')
    actions.push('SUSPEND_CLIENT');
  return actions;
}
