import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AnnouncementRuleError,
  TEMPLATE_LIMITS,
  TEMPLATE_NAME_MAX,
  TEMPLATE_NOTIFICATION_TYPES,
  templateDraftError,
  type AnnouncementTemplate,
  type TemplateDraft,
  type TemplateNotificationType,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../components/ui/form/FormDialog';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { annKeys } from './annKeys';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

const emptyDraft = (template: AnnouncementTemplate | null): TemplateDraft => ({
  notificationType: template?.notificationType ?? '',
  name: template?.name ?? '',
  title: template?.announcement_details.title ?? '',
  message: template?.announcement_details.message ?? '',
});

/**
 * The template dialog (spec 3 §2 "Templates", §5): type, name, title and
 * text are required, each within the dialog's limits for the type (email's
 * as seen: title 2000, body 200); the first missing one is flagged on its
 * field. Saved templates are News. Creates, or edits `template`.
 */
export function TemplateDialog({ trigger, template }: { trigger: ReactElement; template: AnnouncementTemplate | null }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TemplateDraft>(() => emptyDraft(template));
  const [problem, setProblem] = useState<{ field: keyof TemplateDraft; text: string } | null>(null);

  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (type: TemplateNotificationType) => {
      const body = { name: draft.name.trim(), notificationType: type, title: draft.title.trim(), message: draft.message.trim() };
      return template ? rest.announcements.template.update(template._id, body) : rest.announcements.template.create(body);
    },
    onSuccess: async () => {
      toast(t('ANNOUNCEMENTS.TEMPLATE_SAVED'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: annKeys.templatesAll() });
    },
  });

  const change = (next: boolean) => {
    if (save.isPending) return;
    if (next) {
      setDraft(emptyDraft(template));
      setProblem(null);
      save.reset();
    }
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = templateDraftError(draft);
    if (found) {
      const field: keyof TemplateDraft =
        found === AnnouncementRuleError.typeRequired
          ? 'notificationType'
          : found === AnnouncementRuleError.nameRequired
            ? 'name'
            : found === AnnouncementRuleError.titleRequired || found === AnnouncementRuleError.titleTooLong
              ? 'title'
              : 'message';
      return setProblem({ field, text: t(`ANNOUNCEMENTS.RULES.${found}`) });
    }
    setProblem(null);
    save.mutate(draft.notificationType as TemplateNotificationType);
  }

  const limits = draft.notificationType ? TEMPLATE_LIMITS[draft.notificationType] : null;
  const errorOf = (field: keyof TemplateDraft) => (problem?.field === field ? problem.text : null);
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={trigger}
      title={template ? t('ANNOUNCEMENTS.TEMPLATE_EDIT_TITLE') : t('ANNOUNCEMENTS.TEMPLATE_CREATE_TITLE')}
      description={t('ANNOUNCEMENTS.TEMPLATE_DESCRIPTION')}
      className="ann-template-dialog"
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('ANNOUNCEMENTS.TYPE')} error={errorOf('notificationType')}>
          {(control) => (
            <select {...control} value={draft.notificationType ?? ''} onChange={(e) => setDraft({ ...draft, notificationType: e.target.value as TemplateNotificationType | '' })}>
              <option value="" disabled>
                –
              </option>
              {TEMPLATE_NOTIFICATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`ANNOUNCEMENTS.TEMPLATE_TYPE_${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('ANNOUNCEMENTS.TEMPLATE_NAME')} error={errorOf('name')}>
          {(control) => <input {...control} value={draft.name} maxLength={TEMPLATE_NAME_MAX} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
        </Field>
        <Field
          label={t('ANNOUNCEMENTS.TITLE')}
          hint={limits ? t('ANNOUNCEMENTS.LIMIT_HINT', { length: draft.title.trim().length, max: limits.title }) : undefined}
          error={errorOf('title')}
        >
          {(control) => <input {...control} value={draft.title} maxLength={limits?.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />}
        </Field>
        <Field
          label={t('ANNOUNCEMENTS.TEMPLATE_MESSAGE')}
          hint={limits ? t('ANNOUNCEMENTS.LIMIT_HINT', { length: draft.message.trim().length, max: limits.body }) : undefined}
          error={errorOf('message')}
        >
          {(control) => <textarea {...control} rows={5} value={draft.message} maxLength={limits?.body} onChange={(e) => setDraft({ ...draft, message: e.target.value })} />}
        </Field>
        <FormAlert text={save.isError ? errorText(save.error) : null} />
        <FormDialogActions busy={save.isPending}>
          <SubmitButton busy={save.isPending}>{t('ANNOUNCEMENTS.TEMPLATE_SAVE')}</SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
