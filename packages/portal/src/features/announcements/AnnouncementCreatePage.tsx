import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS,
  ApiError,
  AnnouncementErrorCode,
  allAudienceCustomerName,
  announcementTypesOffered,
  filterTypesOffered,
  routes,
  type AnnouncementInformation,
  type AnnouncementType,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { useForm } from '../../components/ui/form/useForm';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';
import { AnnouncementForm, announcementWords, type AnnouncementValues } from './announcementForm';
import { AnnouncementTextFields } from './AnnouncementFormParts';
import { AudienceFields } from './AudienceFields';
import { TemplateField } from './TemplateField';
import { WhenFields } from './WhenFields';
import { annKeys } from './annKeys';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useMayWrite } from './useMayWrite';
import './announcements.css';

/** The announcement a template opens with (/announcement?template={id}, from the templates page). */
export const createPathFor = (templateId: string) => `${routes.announcement}?${new URLSearchParams({ template: templateId }).toString()}`;

const noAnswer = (caught: unknown) => caught instanceof ApiError && caught.status === 0;

/**
 * /announcement (spec 3 §2 "Create-announcement dialog/page", §4, §5, §8):
 * the type as tabs (WhatsApp only with ANNOUNCEMENT_UI), a template of that
 * type (the list asks for 5000), the topic, the title and text within the
 * type's limits, when (now, at a time that is not past, or a repeat built
 * as `sec min hour * * days`), and the audience: Cities, Groups (only with
 * ANNOUNCEMENT_UI off) or All. The fields are checked by the send body's
 * schema (announcementForm.ts). Sending asks first; for All the question
 * names the customer in upper case. Created: CREATE_ANO_SUCCESS_RSP and the
 * log after 1200 ms; refused: an alert titled CREATE_ANO_MSG_ERR
 * (DUPLICATE_CAMPAIGN on 409, else the code's text); no answer:
 * CREATE_ANO_NO_RSP.
 */
export function AnnouncementCreatePage() {
  usePageTitle('PAGE_TITLE.ANNOUNCEMENT');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAnnouncementErrorText();
  const headingId = useId();
  const alertTitleId = useId();
  const ui = config.flags.ANNOUNCEMENT_UI;
  const mayWrite = useMayWrite();
  const types = announcementTypesOffered(ui);
  const filterTypes = filterTypesOffered(ui);
  const [leaving, setLeaving] = useState(false);
  const confirmTrigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useMutation({
    // The refusal is the page's alert, no answer its own toast (spec 3 §8).
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (body: AnnouncementInformation) =>
      (body.type === 'email' ? rest.announcements.sendEmail : body.type === 'pushMobile' ? rest.announcements.sendPush : rest.announcements.sendWhatsapp)(body),
    onError: (caught) => {
      if (noAnswer(caught)) toast(t('ANNOUNCEMENTS.CREATE_ANO_NO_RSP'), 'error');
    },
    onSuccess: () => {
      toast(t('ANNOUNCEMENTS.CREATE_ANO_SUCCESS_RSP'));
      setLeaving(true);
      void queryClient.invalidateQueries({ queryKey: annKeys.all() });
      // spec 3 §4: announcement_log after 1200 ms.
      timer.current = setTimeout(() => void navigate(routes.announcement_log), ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS);
    },
  });
  const initial: AnnouncementValues = {
    type: types[0]!,
    templateId: '',
    announcementName: '',
    topicType: 'News',
    title: '',
    text: '',
    when: 'now',
    sendAt: '',
    repeat: { seconds: 0, minutes: 0, hours: 9, weekdays: [] },
    filter: { filterType: filterTypes[0]!, selected: [] },
  };
  const form = useForm({ schema: AnnouncementForm, initial, words: announcementWords, mutation: send });
  const { type, announcementName, filter } = form.values;
  const refusal = !send.error || noAnswer(send.error) ? null : isDuplicate(send.error) ? t('ANNOUNCEMENTS.DUPLICATE_CAMPAIGN') : errorText(send.error);

  // A template is of one type: another type starts without it, and with no errors shown.
  const chooseType = (next: AnnouncementType) => form.reset({ ...form.values, type: next, templateId: '' });

  // The confirmation opens only for a sendable announcement (Radix skips a prevented click).
  function openConfirmation(event: MouseEvent) {
    const body = form.check();
    if (send.error) send.reset();
    if (!body || leaving) event.preventDefault();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    confirmTrigger.current?.click();
  }

  const name = announcementName.trim();
  const typeName = t(`ANNOUNCEMENTS.TYPE_${type}`);
  const customer = allAudienceCustomerName(config.brandName);
  const confirmBody =
    filter.filterType === 'All'
      ? customer
        ? t('ANNOUNCEMENTS.CONFIRM_ALL_BODY', { type: typeName, name, customer })
        : t('ANNOUNCEMENTS.CONFIRM_ALL_BODY_NO_CUSTOMER', { type: typeName, name })
      : t('ANNOUNCEMENTS.CONFIRM_BODY', {
          type: typeName,
          name,
          audience: t('ANNOUNCEMENTS.CONFIRM_AUDIENCE_LIST', { filter: t(`ANNOUNCEMENTS.FILTER_${filter.filterType}`), names: filter.selected.join(', ') }),
        });

  return (
    <section className="hp-page ann-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('ANNOUNCEMENTS.CREATE_HEADING')}</h1>
      {!mayWrite && <p className="hp-muted">{t('ANNOUNCEMENTS.READ_ONLY')}</p>}
      <Tabs.Root value={type} onValueChange={(value) => chooseType(value as AnnouncementType)}>
        <Tabs.List className="hp-tabs" aria-label={t('ANNOUNCEMENTS.TYPE')}>
          {types.map((value) => (
            <Tabs.Trigger key={value} value={value} className="hp-tabs__tab">
              {t(`ANNOUNCEMENTS.TYPE_${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={type} className="hp-tabs__panel">
          <form className="ann-form" onSubmit={submit} noValidate aria-label={t('ANNOUNCEMENTS.CREATE_HEADING')}>
            <TemplateField form={form} types={types} />
            <AnnouncementTextFields form={form} />
            <WhenFields form={form} />
            <AudienceFields form={form} filterTypes={filterTypes} />
            {refusal && (
              <div role="alert" aria-labelledby={alertTitleId} className="hp-alert">
                <strong id={alertTitleId} className="ann-alert__title">
                  {t('ANNOUNCEMENTS.CREATE_ANO_MSG_ERR')}
                </strong>{' '}
                {refusal}
              </div>
            )}
            <div className="ann-form__actions">
              <ConfirmDialog
                trigger={
                  <button
                    ref={confirmTrigger}
                    type="button"
                    className="hp-button hp-button--primary"
                    disabled={leaving || !mayWrite}
                    aria-busy={leaving}
                    onClick={openConfirmation}
                  >
                    {leaving ? t('ANNOUNCEMENTS.SUBMITTING') : t('ANNOUNCEMENTS.SUBMIT')}
                  </button>
                }
                title={filter.filterType === 'All' ? t('ANNOUNCEMENTS.CONFIRM_ALL_TITLE') : t('ANNOUNCEMENTS.CONFIRM_TITLE')}
                body={confirmBody}
                confirmLabel={t('ANNOUNCEMENTS.CONFIRM_SEND')}
                busyLabel={t('ANNOUNCEMENTS.SUBMITTING')}
                onConfirm={async () => {
                  const body = form.check();
                  // A refusal or a missing answer shows on the page, once the confirmation closed.
                  if (body) await send.mutateAsync(body).catch(() => undefined);
                }}
              />
            </div>
          </form>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** 409 DUPLICATE_CAMPAIGN: an active campaign has the name. */
const isDuplicate = (caught: unknown) => caught instanceof ApiError && caught.status === 409 && caught.errorCode === AnnouncementErrorCode.duplicateCampaign;
