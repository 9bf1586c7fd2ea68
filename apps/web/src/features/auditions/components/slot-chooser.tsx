import type { Audition } from '@talent/contract/auditions';
import { Button } from '@talent/ui/components/button';
import { FormSelect } from '@talent/ui/components/form-select';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotTime } from '../audition-time';

interface SlotChooserProps {
  /** The free times the server offers this talent (a child's: inside its hours only). */
  slots: Audition['freeSlots'];
  busy: boolean;
  onChoose: (slotStart: string) => void;
}

/** A free time to take instead of the one given (or while waiting): a select of the free slots. */
export function SlotChooser({ slots, busy, onChoose }: SlotChooserProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t('auditions.actions.slotRequired'));
      return;
    }
    setError(undefined);
    onChoose(chosen);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col items-stretch gap-2 sm:items-start">
      <div className="sm:w-72">
        <FormSelect
          label={t('auditions.actions.slot')}
          value={chosen}
          placeholder={t('auditions.actions.slotPlaceholder')}
          options={slots.map((slot) => ({ value: slot.start, label: slotTime(slot.start) }))}
          onChange={(value) => {
            setChosen(value);
            setError(undefined);
          }}
          error={error}
          testId="audition-slot-select"
        />
      </div>
      <Button type="submit" variant="secondary" loading={busy}>
        {t('auditions.actions.takeSlot')}
      </Button>
    </form>
  );
}
