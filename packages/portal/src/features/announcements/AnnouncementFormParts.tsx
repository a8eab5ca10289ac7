import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_NAME_MAX, ANNOUNCEMENT_TOPIC_TYPES, type AnnouncementInformation } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import type { Form } from '../../components/ui/form/useForm';
import type { AnnouncementValues } from './announcementForm';

/** The create page's form, as its parts get it. */
export type AnnouncementFormState = Form<AnnouncementValues, AnnouncementInformation>;

/** The campaign's name, its topic, and the title and text within the type's limits (each with its count). */
export function AnnouncementTextFields({ form }: { form: AnnouncementFormState }) {
  const { t } = useTranslation();
  const { title, text, topicType, type } = form.values;
  const limits = ANNOUNCEMENT_LIMITS[type];
  return (
    <>
      <Field label={t('ANNOUNCEMENTS.NAME')} {...form.field('announcementName')}>
        {(control) => <input {...control} {...form.input('announcementName')} maxLength={ANNOUNCEMENT_NAME_MAX} />}
      </Field>
      <fieldset className="ann-choice">
        <legend>{t('ANNOUNCEMENTS.TOPIC')}</legend>
        {ANNOUNCEMENT_TOPIC_TYPES.map((value) => (
          <label key={value}>
            <input type="radio" name="ann-topic" value={value} checked={topicType === value} onChange={() => form.set('topicType', value)} />
            {t(`ANNOUNCEMENTS.TOPIC_${value}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('ANNOUNCEMENTS.TITLE')} hint={t('ANNOUNCEMENTS.LIMIT_HINT', { length: title.trim().length, max: limits.title })} {...form.field('title')}>
        {(control) => <input {...control} {...form.input('title')} maxLength={limits.title} />}
      </Field>
      <Field label={t('ANNOUNCEMENTS.TEXT')} hint={t('ANNOUNCEMENTS.LIMIT_HINT', { length: text.trim().length, max: limits.body })} {...form.field('text')}>
        {(control) => <textarea {...control} {...form.input('text')} rows={5} maxLength={limits.body} />}
      </Field>
    </>
  );
}
