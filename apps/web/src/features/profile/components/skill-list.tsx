import {
  LANGUAGE_LEVELS,
  MARK_TYPES,
  SKILL_KINDS,
  SKILL_LEVELS,
  type SkillCreatePayload,
  type SkillItem,
  type SkillKind,
} from '@talent/contract/skills';
import { Button } from '@talent/ui/components/button';
import { notify } from '@talent/ui/notify';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/translate-message';
import { useCreateSkill } from '../api/create-skill';
import { useDeleteSkill } from '../api/delete-skill';
import { useUpdateSkill } from '../api/update-skill';
import { useProfileTarget } from '../profile-target';
import { SelectInput, TextInput } from './profile-fields';

type FieldKind = 'text' | 'level' | 'languageLevel' | 'markType';
interface FieldSpec {
  name: string;
  kind: FieldKind;
}

const I18N_KEY = {
  instrument: 'instrument',
  sport: 'sport',
  dance: 'dance',
  riding: 'riding',
  language: 'language',
  'distinctive-mark': 'distinctiveMark',
} as const satisfies Record<SkillKind, string>;

const FIELDS: Record<SkillKind, FieldSpec[]> = {
  instrument: [
    { name: 'instrument', kind: 'text' },
    { name: 'level', kind: 'level' },
    { name: 'courses', kind: 'text' },
  ],
  sport: [
    { name: 'sport', kind: 'text' },
    { name: 'level', kind: 'level' },
    { name: 'courses', kind: 'text' },
  ],
  dance: [
    { name: 'genre', kind: 'text' },
    { name: 'level', kind: 'level' },
    { name: 'courses', kind: 'text' },
  ],
  riding: [
    { name: 'activity', kind: 'text' },
    { name: 'level', kind: 'level' },
  ],
  language: [
    { name: 'language', kind: 'text' },
    { name: 'level', kind: 'languageLevel' },
  ],
  'distinctive-mark': [
    { name: 'type', kind: 'markType' },
    { name: 'location', kind: 'text' },
    { name: 'description', kind: 'text' },
  ],
};

type Values = Record<string, string>;

const emptyValues = (kind: SkillKind): Values =>
  Object.fromEntries(FIELDS[kind].map((field) => [field.name, '']));

const valuesOf = (kind: SkillKind, item: Record<string, unknown>): Values =>
  Object.fromEntries(FIELDS[kind].map((field) => [field.name, String(item[field.name] ?? '')]));

/** The item's name as a person reads it: its text and level. */
function useItemText(kind: SkillKind) {
  const { t } = useTranslation();
  return (item: Record<string, unknown>) =>
    FIELDS[kind]
      .map((field) => {
        const value = item[field.name];
        if (typeof value !== 'string' || !value) return null;
        if (field.kind === 'level') return t(`profile.levels.${value as (typeof SKILL_LEVELS)[number]}`);
        if (field.kind === 'languageLevel')
          return t(`profile.languageLevels.${value as (typeof LANGUAGE_LEVELS)[number]}`);
        if (field.kind === 'markType') return t(`profile.markTypes.${value as (typeof MARK_TYPES)[number]}`);
        return value;
      })
      .filter(Boolean)
      .join(' · ');
}

interface SkillFormProps {
  kind: SkillKind;
  initial: Values;
  submitLabel: string;
  busy: boolean;
  onSubmit: (payload: Record<string, unknown>) => Promise<void>;
  onCancel?: () => void;
}

/** One item's fields, checked with the contract's schema of its kind before anything is sent. */
function SkillForm({ kind, initial, submitLabel, busy, onSubmit, onCancel }: SkillFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const key = I18N_KEY[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Empty optional texts are left out; the schema turns blanks into null anyway.
    const payload = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const checked = SKILL_KINDS[kind].create.safeParse(payload);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    await onSubmit(payload);
    if (!onCancel) setValues(emptyValues(kind));
  };

  const label = (name: string) => {
    if (name === 'level') return t('profile.skills.level');
    if (name === 'courses') return t('profile.skills.courses');
    if (kind === 'distinctive-mark')
      return t(`profile.skills.distinctiveMark.${name as 'type' | 'location' | 'description'}`);
    return t(`profile.skills.${key as Exclude<typeof key, 'distinctiveMark'>}.name`);
  };

  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-3">
      {FIELDS[kind].map((field) => {
        if (field.kind === 'text')
          return (
            <TextInput
              key={field.name}
              label={label(field.name)}
              value={values[field.name] ?? ''}
              onChange={set(field.name)}
              error={errors[field.name]}
            />
          );
        const options =
          field.kind === 'level'
            ? SKILL_LEVELS.map((value) => ({ value, label: t(`profile.levels.${value}`) }))
            : field.kind === 'languageLevel'
              ? LANGUAGE_LEVELS.map((value) => ({ value, label: t(`profile.languageLevels.${value}`) }))
              : MARK_TYPES.map((value) => ({ value, label: t(`profile.markTypes.${value}`) }));
        return (
          <SelectInput
            key={field.name}
            label={label(field.name)}
            value={values[field.name] ?? ''}
            onChange={set(field.name)}
            options={options}
            placeholder={
              field.kind === 'markType'
                ? t('profile.skills.distinctiveMark.typePlaceholder')
                : t('profile.fields.levelPlaceholder')
            }
            error={errors[field.name]}
          />
        );
      })}
      <div className="flex items-end gap-2 sm:col-span-3">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg px-3 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            {t('profile.actions.cancelItem')}
          </button>
        )}
      </div>
    </form>
  );
}

interface SkillListProps<K extends SkillKind> {
  kind: K;
  items: readonly SkillItem<K>[];
}

/** A skill list of the profile (§3) with add, edit and delete, each saved at once through /skills. */
export function SkillList<K extends SkillKind>({ kind, items }: SkillListProps<K>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const target = useProfileTarget();
  const create = useCreateSkill(kind, target);
  const update = useUpdateSkill(kind, target);
  const remove = useDeleteSkill(kind, target);
  const itemText = useItemText(kind);
  const key = I18N_KEY[kind];

  const add = async (payload: Record<string, unknown>) => {
    try {
      await create.mutateAsync(payload as SkillCreatePayload<K>);
      notify.success(t('profile.skills.added'));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('profile.skills.addFailed')));
    }
  };

  const save = async (id: string, payload: Record<string, unknown>) => {
    try {
      await update.mutateAsync({ id, payload: payload as never });
      notify.success(t('profile.skills.updated'));
      setEditing(null);
    } catch (error) {
      notify.error(await errorMessage(t, error, t('profile.skills.updateFailed')));
    }
  };

  const destroy = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notify.success(t('profile.skills.deleted'));
    } catch (error) {
      notify.error(await errorMessage(t, error, t('profile.skills.deleteFailed')));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`skill-list-${kind}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h3 id={titleId} className="text-base font-semibold text-gray-900">
        {t(`profile.skills.${key}.title`)}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('profile.skills.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {items.map((item) => {
            const text = itemText(item as Record<string, unknown>);
            return (
              <li key={item.id} className="py-2" data-testid="skill-item">
                {editing === item.id ? (
                  <SkillForm
                    kind={kind}
                    initial={valuesOf(kind, item as Record<string, unknown>)}
                    submitLabel={t('profile.actions.saveItem')}
                    busy={update.isPending}
                    onSubmit={(payload) => save(item.id, payload)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm text-gray-900">{text}</span>
                    <span className="flex gap-1">
                      <button
                        type="button"
                        aria-label={t('profile.actions.editItem', { item: text })}
                        onClick={() => setEditing(item.id)}
                        className="rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-700"
                      >
                        {t('profile.actions.editShort')}
                      </button>
                      <button
                        type="button"
                        aria-label={t('profile.actions.deleteItem', { item: text })}
                        onClick={() => void destroy(item.id)}
                        className="rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                      >
                        {t('profile.actions.deleteShort')}
                      </button>
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 border-t border-gray-100 pt-4">
        <SkillForm
          kind={kind}
          initial={emptyValues(kind)}
          submitLabel={t('profile.actions.add')}
          busy={create.isPending}
          onSubmit={add}
        />
      </div>
    </section>
  );
}
