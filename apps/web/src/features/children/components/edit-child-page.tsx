import type { Child, ChildCreate, ChildUpdatePayload } from '@talent/contract/children';
import { Spinner } from '@talent/ui/components/spinner';
import { notify } from '@talent/ui/notify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GuardianModeRequired } from '@/components/guardian-mode-required';
import { useSession } from '@/lib/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChild } from '../api/get-child';
import { useUpdateChild } from '../api/update-child';
import { childName } from '../child-name';
import { ChildForm, type ChildFormValues } from './child-form';
import { ChildFormScreen, childFormCardClassName } from './child-form-screen';

function formValuesOf(child: Child): ChildFormValues {
  return {
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth.slice(0, 10),
    gender: child.gender,
  };
}

/** Only what differs from the child as loaded (§5: the rules apply to the fields with a value). */
export function changedFields(child: Child, values: Partial<ChildCreate>): ChildUpdatePayload {
  const original = formValuesOf(child);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => value !== undefined && value !== original[key as keyof ChildFormValues],
    ),
  );
}

/** Edit child (§2): the Add child form, preloaded; a malformed or unknown id goes back to the list. */
export function EditChildPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const guardian = Boolean(useSession().user?.isGuardianModeEnabled);
  useDocumentTitle(t('children.edit.title'));
  const idCheck = useChildIdCheck(id);
  if (!guardian) return <GuardianModeRequired />;
  if (idCheck === 'checking') return <Spinner label={t('children.edit.loading')} className="py-16" />;
  if (idCheck === 'invalid' || id === undefined) return <InvalidChildId />;
  return <EditChild id={id} />;
}

/**
 * The contract's child-id rule comes with its zod schemas (~27 KB gzip), which the form's rules
 * fetch anyway: fetched here too rather than carried in the route's own chunk (DESIGN §5).
 */
function useChildIdCheck(id: string | undefined): 'checking' | 'valid' | 'invalid' {
  const [checked, setChecked] = useState<{ id: string | undefined; valid: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import('@talent/contract/children').then(
      ({ isChildId }) => live && setChecked({ id, valid: isChildId(id) }),
      (error: unknown) => {
        // Let the server judge the id (an unknown one answers 404).
        console.warn('Could not load the child id rule', error);
        if (live) setChecked({ id, valid: id !== undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!checked || checked.id !== id) return 'checking';
  return checked.valid ? 'valid' : 'invalid';
}

function InvalidChildId() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    // Once, even when StrictMode runs the effect twice.
    if (told.current) return;
    told.current = true;
    notify.error(t('children.edit.invalidId'));
    navigate('/children', { replace: true });
  }, [navigate, t]);
  return null;
}

function EditChild({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const child = useChild(id);
  const updateChild = useUpdateChild();
  const toldError = useRef<unknown>(null);

  // §8: 'Nu am putut încărca datele copilului' and back to the list (unknown id, another's child…).
  useEffect(() => {
    if (!child.error || toldError.current === child.error) return;
    toldError.current = child.error;
    console.warn('Could not load the child to edit', child.error);
    notify.error(t('children.edit.loadFailed'));
    navigate('/children', { replace: true });
  }, [child.error, navigate, t]);

  return (
    <ChildFormScreen title={t('children.edit.title')} subtitle={t('children.edit.subtitle')}>
      {child.data ? (
        <div className={childFormCardClassName}>
          <ChildForm
            mode="edit"
            defaultValues={formValuesOf(child.data)}
            failedText={t('children.edit.failed')}
            onSubmit={async (values) => {
              const loaded = child.data;
              const changes = changedFields(loaded, values);
              const updated =
                Object.keys(changes).length > 0 ? await updateChild.mutateAsync({ id, changes }) : loaded;
              notify.success(t('children.edit.success', { name: childName(updated) }));
              navigate('/children');
            }}
          />
        </div>
      ) : (
        <Spinner label={t('children.edit.loading')} className="py-16" />
      )}
    </ChildFormScreen>
  );
}
