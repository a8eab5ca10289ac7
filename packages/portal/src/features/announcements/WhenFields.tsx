import { useTranslation } from 'react-i18next';
import { buildRepeatCron, isValidRepeat, type RepeatSchedule } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import type { AnnouncementFormState } from './AnnouncementFormParts';
import type { When } from './announcementForm';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const WHEN_WORDS: Record<When, string> = { now: 'ANNOUNCEMENTS.WHEN_NOW', at: 'ANNOUNCEMENTS.WHEN_AT', repeat: 'ANNOUNCEMENTS.WHEN_REPEAT' };

/** A number field's value kept within 0..max. */
const clamp = (value: string, max: number) => Math.min(max, Math.max(0, Math.round(Number(value) || 0)));

/** When it is sent (spec 3 §5): now, at a time (datetime-local, the browser's time), or as a repeat of `sec min hour * * days`. */
export function WhenFields({ form }: { form: AnnouncementFormState }) {
  const { t } = useTranslation();
  const { when, repeat } = form.values;
  const cron = isValidRepeat(repeat) ? buildRepeatCron(repeat) : null;
  const setRepeat = (next: Partial<RepeatSchedule>) => form.set('repeat', { ...repeat, ...next });
  const number = (label: string, field: 'hours' | 'minutes' | 'seconds', max: number) => (
    <Field label={t(label)}>
      {(control) => <input {...control} type="number" min={0} max={max} value={repeat[field]} onChange={(e) => setRepeat({ [field]: clamp(e.target.value, max) })} />}
    </Field>
  );
  const repeatError = form.field('repeat').error;
  return (
    <>
      <fieldset className="ann-choice">
        <legend>{t('ANNOUNCEMENTS.WHEN')}</legend>
        {(['now', 'at', 'repeat'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="ann-when" value={value} checked={when === value} onChange={() => form.set('when', value)} />
            {t(WHEN_WORDS[value])}
          </label>
        ))}
      </fieldset>
      {when === 'at' && (
        <Field label={t('ANNOUNCEMENTS.SEND_AT')} {...form.field('sendAt')}>
          {(control) => <input {...control} {...form.input('sendAt')} type="datetime-local" />}
        </Field>
      )}
      {when === 'repeat' && (
        <div className="ann-repeat">
          {number('ANNOUNCEMENTS.REPEAT_HOURS', 'hours', 23)}
          {number('ANNOUNCEMENTS.REPEAT_MINUTES', 'minutes', 59)}
          {number('ANNOUNCEMENTS.REPEAT_SECONDS', 'seconds', 59)}
          <fieldset className="ann-choice ann-repeat__days">
            <legend>{t('ANNOUNCEMENTS.REPEAT_DAYS')}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={repeat.weekdays.includes(day)}
                  onChange={(e) => setRepeat({ weekdays: e.target.checked ? [...repeat.weekdays, day].sort((a, b) => a - b) : repeat.weekdays.filter((d) => d !== day) })}
                />
                {t(`ANNOUNCEMENTS.DAY_${day}`)}
              </label>
            ))}
          </fieldset>
          <p className="hp-field__hint">{t('ANNOUNCEMENTS.REPEAT_HINT', { cron: cron ?? '–' })}</p>
          {repeatError && (
            <p className="hp-field__error" role="alert">
              {repeatError}
            </p>
          )}
        </div>
      )}
    </>
  );
}
