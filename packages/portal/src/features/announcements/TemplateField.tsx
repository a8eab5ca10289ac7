import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT, ANNOUNCEMENT_TYPE_OF_TEMPLATE, TEMPLATE_TYPE_OF, templatePageOf, type AnnouncementType } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { Field } from '../../components/ui/form/Field';
import type { AnnouncementFormState } from './AnnouncementFormParts';
import { annKeys } from './annKeys';

/**
 * The template of the announcement's type (spec 3 §7: the list asks for
 * 5000): choosing one puts its title and text in. A template chosen on the
 * templates page (/announcement?template={id}) sets the type and the texts
 * once the list is read.
 */
export function TemplateField({ form, types }: { form: AnnouncementFormState; types: readonly AnnouncementType[] }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const [params] = useSearchParams();
  const templates = useQuery({
    queryKey: annKeys.templates({ limit: ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT, pageNumber: 1 }),
    queryFn: async () => templatePageOf(await rest.announcements.template.all({ limit: ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT, pageNumber: 1 })).items,
  });
  const ofType = (templates.data ?? []).filter((template) => template.notificationType === TEMPLATE_TYPE_OF[form.values.type]);

  const asked = params.get('template');
  const [applied, setApplied] = useState<string | null>(null);
  const { set } = form;
  useEffect(() => {
    if (!asked || applied === asked || !templates.data) return;
    const template = templates.data.find((item) => item._id === asked);
    setApplied(asked);
    if (!template) return;
    const templateType = ANNOUNCEMENT_TYPE_OF_TEMPLATE[template.notificationType];
    if (!types.includes(templateType)) return;
    set('type', templateType);
    set('templateId', template._id);
    set('title', template.announcement_details.title);
    set('text', template.announcement_details.message);
  }, [asked, applied, templates.data, types, set]);

  function choose(id: string) {
    form.set('templateId', id);
    const template = ofType.find((item) => item._id === id);
    if (!template) return;
    form.set('title', template.announcement_details.title);
    form.set('text', template.announcement_details.message);
  }

  return (
    <Field
      label={t('ANNOUNCEMENTS.TEMPLATE')}
      hint={templates.isPending ? t('ANNOUNCEMENTS.TEMPLATES_LOADING') : templates.isError ? t('ANNOUNCEMENTS.TEMPLATES_FAILED') : undefined}
    >
      {(control) => (
        <select {...control} value={form.values.templateId} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('ANNOUNCEMENTS.TEMPLATE_NONE')}</option>
          {ofType.map((template) => (
            <option key={template._id} value={template._id}>
              {template.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
