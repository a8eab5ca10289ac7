import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_NAME_MAX,
  ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS,
  ANNOUNCEMENT_TOPIC_TYPES,
  ANNOUNCEMENT_TYPE_OF_TEMPLATE,
  ApiError,
  AnnouncementErrorCode,
  AnnouncementRuleError,
  TEMPLATE_TYPE_OF,
  addFilterEntry,
  allAudienceCustomerName,
  announcementTextError,
  announcementTypesOffered,
  buildRepeatCron,
  filterIsComplete,
  filterTypesOffered,
  isSendTimeInPast,
  isValidRepeat,
  removeFilterEntry,
  routes,
  templatePageOf,
  type AnnouncementFilterType,
  type AnnouncementInformationRequest,
  type AnnouncementTopicType,
  type AnnouncementType,
  type RepeatSchedule,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { Field } from '../../components/ui/form/Field';
import { annKeys } from './annKeys';
import { useAnnouncementErrorText } from './useAnnouncementErrorText';
import { useMayWrite } from './useMayWrite';
import './announcements.css';

type When = 'now' | 'at' | 'repeat';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Problems the form shows, by field. */
interface Problems {
  name?: string;
  title?: string;
  text?: string;
  filter?: string;
  when?: string;
}

/** The announcement a template opens with (/announcement?template={id}, from the templates page). */
export const createPathFor = (templateId: string) => `${routes.announcement}?${new URLSearchParams({ template: templateId }).toString()}`;

/** A number field's value kept within 0..max. */
const clamp = (value: string, max: number) => Math.min(max, Math.max(0, Math.round(Number(value) || 0)));

/**
 * /announcement (spec 3 §2 "Create-announcement dialog/page", §4, §5, §8):
 * the type as tabs (WhatsApp only with ANNOUNCEMENT_UI), a template of that
 * type (the list asks for 5000), the topic, the title and text within the
 * type's limits, when (now, at a time that is not past, or a repeat built
 * as `sec min hour * * days`), and the audience: Cities, Groups (only with
 * ANNOUNCEMENT_UI off) or All. Sending asks first; for All the question
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
  const [params] = useSearchParams();
  const headingId = useId();
  const alertTitleId = useId();
  const ui = config.flags.ANNOUNCEMENT_UI;
  const mayWrite = useMayWrite();
  const types = announcementTypesOffered(ui);
  const filterTypes = filterTypesOffered(ui);

  const [type, setType] = useState<AnnouncementType>(types[0]!);
  const [templateId, setTemplateId] = useState<string>('');
  const [name, setName] = useState('');
  const [topic, setTopic] = useState<AnnouncementTopicType>('News');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [when, setWhen] = useState<When>('now');
  const [sendAt, setSendAt] = useState('');
  const [repeat, setRepeat] = useState<RepeatSchedule>({ seconds: 0, minutes: 0, hours: 9, weekdays: [] });
  const [filterType, setFilterType] = useState<AnnouncementFilterType>(filterTypes[0]!);
  const [selected, setSelected] = useState<string[]>([]);
  const [entry, setEntry] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const confirmTrigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // spec 3 §7: the template list in the announcement dialog asks for 5000.
  const templates = useQuery({
    queryKey: annKeys.templates({ limit: ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT, pageNumber: 1 }),
    queryFn: async () => templatePageOf(await rest.announcements.template.all({ limit: ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT, pageNumber: 1 })).items,
  });
  const ofType = (templates.data ?? []).filter((template) => template.notificationType === TEMPLATE_TYPE_OF[type]);

  // A template chosen on the templates page ("create campaign"): its type and texts, once it is read.
  const asked = params.get('template');
  const [applied, setApplied] = useState<string | null>(null);
  useEffect(() => {
    if (!asked || applied === asked || !templates.data) return;
    const template = templates.data.find((item) => item._id === asked);
    setApplied(asked);
    if (!template) return;
    const templateType = ANNOUNCEMENT_TYPE_OF_TEMPLATE[template.notificationType];
    if (!types.includes(templateType)) return;
    setType(templateType);
    setTemplateId(template._id);
    setTitle(template.announcement_details.title);
    setText(template.announcement_details.message);
  }, [asked, applied, templates.data, types]);

  const limits = ANNOUNCEMENT_LIMITS[type];
  const rule = (value: string) => t(`ANNOUNCEMENTS.RULES.${value}`);

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = ofType.find((item) => item._id === id);
    if (!template) return;
    setTitle(template.announcement_details.title);
    setText(template.announcement_details.message);
  }

  function chooseType(next: AnnouncementType) {
    setType(next);
    // A template is of one type: another type starts without it.
    setTemplateId('');
    setProblems({});
  }

  function addEntry() {
    const added = addFilterEntry(selected, entry);
    if (added.error) return setProblems({ ...problems, filter: rule(added.error) });
    setSelected(added.selected);
    setEntry('');
    setProblems({ ...problems, filter: undefined });
  }

  const cron = when === 'repeat' && isValidRepeat(repeat) ? buildRepeatCron(repeat) : null;
  const sendAtMs = when === 'at' && sendAt ? new Date(sendAt).getTime() : null;

  /** spec 3 §5: the checks before the confirmation; the first problem of each field is shown. */
  function check(): Problems {
    const found: Problems = {};
    const textProblem = announcementTextError(type, title, text);
    if (textProblem === AnnouncementRuleError.titleRequired || textProblem === AnnouncementRuleError.titleTooLong) found.title = rule(textProblem);
    if (textProblem === AnnouncementRuleError.textRequired || textProblem === AnnouncementRuleError.textTooLong) found.text = rule(textProblem);
    // A title problem hides the text's: check the text alone too.
    if (!found.text && found.title) {
      const alone = announcementTextError(type, 'x', text);
      if (alone) found.text = rule(alone);
    }
    if (!name.trim() || name.trim().length > ANNOUNCEMENT_NAME_MAX) found.name = rule(AnnouncementRuleError.nameRequired);
    if (!filterIsComplete(filterType, selected)) found.filter = rule('audience required');
    if (when === 'at' && (sendAtMs === null || Number.isNaN(sendAtMs))) found.when = rule('time required');
    else if (when === 'at' && isSendTimeInPast(sendAtMs, Date.now(), null)) found.when = rule(AnnouncementRuleError.dateInPast);
    if (when === 'repeat' && !cron) found.when = rule(AnnouncementRuleError.repeatInvalid);
    return found;
  }

  function openConfirmation(event: MouseEvent) {
    const found = check();
    setProblems(found);
    setRefusal(null);
    // The confirmation opens only for a sendable announcement (Radix skips a prevented click).
    if (Object.keys(found).length > 0 || leaving) event.preventDefault();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    confirmTrigger.current?.click();
  }

  async function send() {
    const body: AnnouncementInformationRequest = {
      type,
      title: title.trim(),
      text: text.trim(),
      announcementName: name.trim(),
      filter: { filterType, selected: filterType === 'All' ? [] : selected },
      topicType: topic,
      sendAt: when === 'at' ? sendAtMs : null,
      repeat: when === 'repeat' ? cron : null,
      templateId: templateId || null,
    };
    const call = type === 'email' ? rest.announcements.sendEmail : type === 'pushMobile' ? rest.announcements.sendPush : rest.announcements.sendWhatsapp;
    try {
      await call(body);
    } catch (caught) {
      // spec 3 §8: no answer is a toast; a refusal an alert titled CREATE_ANO_MSG_ERR.
      if (caught instanceof ApiError && caught.status === 0) return toast(t('ANNOUNCEMENTS.CREATE_ANO_NO_RSP'), 'error');
      if (caught instanceof ApiError && caught.status === 409 && caught.errorCode === AnnouncementErrorCode.duplicateCampaign) {
        return setRefusal(t('ANNOUNCEMENTS.DUPLICATE_CAMPAIGN'));
      }
      return setRefusal(errorText(caught));
    }
    toast(t('ANNOUNCEMENTS.CREATE_ANO_SUCCESS_RSP'));
    setLeaving(true);
    void queryClient.invalidateQueries({ queryKey: annKeys.all() });
    // spec 3 §4: announcement_log after 1200 ms.
    timer.current = setTimeout(() => void navigate(routes.announcement_log), ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS);
  }

  const customer = allAudienceCustomerName(config.brandName);
  const typeName = t(`ANNOUNCEMENTS.TYPE_${type}`);
  const confirmTitle = filterType === 'All' ? t('ANNOUNCEMENTS.CONFIRM_ALL_TITLE') : t('ANNOUNCEMENTS.CONFIRM_TITLE');
  const confirmBody =
    filterType === 'All'
      ? customer
        ? t('ANNOUNCEMENTS.CONFIRM_ALL_BODY', { type: typeName, name: name.trim(), customer })
        : t('ANNOUNCEMENTS.CONFIRM_ALL_BODY_NO_CUSTOMER', { type: typeName, name: name.trim() })
      : t('ANNOUNCEMENTS.CONFIRM_BODY', {
          type: typeName,
          name: name.trim(),
          audience: t('ANNOUNCEMENTS.CONFIRM_AUDIENCE_LIST', { filter: t(`ANNOUNCEMENTS.FILTER_${filterType}`), names: selected.join(', ') }),
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
            <Field
              label={t('ANNOUNCEMENTS.TEMPLATE')}
              hint={templates.isPending ? t('ANNOUNCEMENTS.TEMPLATES_LOADING') : templates.isError ? t('ANNOUNCEMENTS.TEMPLATES_FAILED') : undefined}
            >
              {(control) => (
                <select {...control} value={templateId} onChange={(e) => chooseTemplate(e.target.value)}>
                  <option value="">{t('ANNOUNCEMENTS.TEMPLATE_NONE')}</option>
                  {ofType.map((template) => (
                    <option key={template._id} value={template._id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('ANNOUNCEMENTS.NAME')} error={problems.name}>
              {(control) => <input {...control} value={name} maxLength={ANNOUNCEMENT_NAME_MAX} onChange={(e) => setName(e.target.value)} />}
            </Field>
            <fieldset className="ann-choice">
              <legend>{t('ANNOUNCEMENTS.TOPIC')}</legend>
              {ANNOUNCEMENT_TOPIC_TYPES.map((value) => (
                <label key={value}>
                  <input type="radio" name="ann-topic" value={value} checked={topic === value} onChange={() => setTopic(value)} />
                  {t(`ANNOUNCEMENTS.TOPIC_${value}`)}
                </label>
              ))}
            </fieldset>
            <Field label={t('ANNOUNCEMENTS.TITLE')} hint={t('ANNOUNCEMENTS.LIMIT_HINT', { length: title.trim().length, max: limits.title })} error={problems.title}>
              {(control) => <input {...control} value={title} maxLength={limits.title} onChange={(e) => setTitle(e.target.value)} />}
            </Field>
            <Field label={t('ANNOUNCEMENTS.TEXT')} hint={t('ANNOUNCEMENTS.LIMIT_HINT', { length: text.trim().length, max: limits.body })} error={problems.text}>
              {(control) => <textarea {...control} rows={5} value={text} maxLength={limits.body} onChange={(e) => setText(e.target.value)} />}
            </Field>
            <fieldset className="ann-choice">
              <legend>{t('ANNOUNCEMENTS.WHEN')}</legend>
              {(['now', 'at', 'repeat'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="ann-when"
                    value={value}
                    checked={when === value}
                    onChange={() => {
                      setWhen(value);
                      setProblems({ ...problems, when: undefined });
                    }}
                  />
                  {t(value === 'now' ? 'ANNOUNCEMENTS.WHEN_NOW' : value === 'at' ? 'ANNOUNCEMENTS.WHEN_AT' : 'ANNOUNCEMENTS.WHEN_REPEAT')}
                </label>
              ))}
            </fieldset>
            {when === 'at' && (
              <Field label={t('ANNOUNCEMENTS.SEND_AT')} error={problems.when}>
                {(control) => <input {...control} type="datetime-local" value={sendAt} onChange={(e) => setSendAt(e.target.value)} />}
              </Field>
            )}
            {when === 'repeat' && (
              <div className="ann-repeat">
                <Field label={t('ANNOUNCEMENTS.REPEAT_HOURS')}>
                  {(control) => (
                    <input {...control} type="number" min={0} max={23} value={repeat.hours} onChange={(e) => setRepeat({ ...repeat, hours: clamp(e.target.value, 23) })} />
                  )}
                </Field>
                <Field label={t('ANNOUNCEMENTS.REPEAT_MINUTES')}>
                  {(control) => (
                    <input {...control} type="number" min={0} max={59} value={repeat.minutes} onChange={(e) => setRepeat({ ...repeat, minutes: clamp(e.target.value, 59) })} />
                  )}
                </Field>
                <Field label={t('ANNOUNCEMENTS.REPEAT_SECONDS')}>
                  {(control) => (
                    <input {...control} type="number" min={0} max={59} value={repeat.seconds} onChange={(e) => setRepeat({ ...repeat, seconds: clamp(e.target.value, 59) })} />
                  )}
                </Field>
                <fieldset className="ann-choice ann-repeat__days">
                  <legend>{t('ANNOUNCEMENTS.REPEAT_DAYS')}</legend>
                  {WEEKDAYS.map((day) => (
                    <label key={day}>
                      <input
                        type="checkbox"
                        checked={repeat.weekdays.includes(day)}
                        onChange={(e) =>
                          setRepeat({ ...repeat, weekdays: e.target.checked ? [...repeat.weekdays, day].sort((a, b) => a - b) : repeat.weekdays.filter((d) => d !== day) })
                        }
                      />
                      {t(`ANNOUNCEMENTS.DAY_${day}`)}
                    </label>
                  ))}
                </fieldset>
                <p className="hp-field__hint">{t('ANNOUNCEMENTS.REPEAT_HINT', { cron: cron ?? '–' })}</p>
                {problems.when && (
                  <p className="hp-field__error" role="alert">
                    {problems.when}
                  </p>
                )}
              </div>
            )}
            <fieldset className="ann-choice">
              <legend>{t('ANNOUNCEMENTS.AUDIENCE')}</legend>
              {filterTypes.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="ann-filter"
                    value={value}
                    checked={filterType === value}
                    onChange={() => {
                      setFilterType(value);
                      setSelected([]);
                      setEntry('');
                      setProblems({ ...problems, filter: undefined });
                    }}
                  />
                  {t(`ANNOUNCEMENTS.FILTER_${value}`)}
                </label>
              ))}
            </fieldset>
            {filterType !== 'All' ? (
              <div className="ann-filter">
                <div className="ann-filter__add">
                  <Field label={t(`ANNOUNCEMENTS.FILTER_ENTRY_${filterType}`)} error={problems.filter}>
                    {(control) => (
                      <input
                        {...control}
                        value={entry}
                        onChange={(e) => setEntry(e.target.value)}
                        onKeyDown={(e) => {
                          // Enter adds the name rather than sending the announcement.
                          if (e.key !== 'Enter') return;
                          e.preventDefault();
                          addEntry();
                        }}
                      />
                    )}
                  </Field>
                  <button type="button" className="hp-button" onClick={addEntry}>
                    {t('ANNOUNCEMENTS.ADD_FILTER')}
                  </button>
                </div>
                {selected.length === 0 ? (
                  <p className="hp-muted">{t('ANNOUNCEMENTS.FILTER_NONE')}</p>
                ) : (
                  <ul className="ann-filter__list" aria-label={t('ANNOUNCEMENTS.FILTER_LIST')}>
                    {selected.map((value, index) => (
                      <li key={value} className="ann-filter__item">
                        <span>{value}</span>
                        <button
                          type="button"
                          className="hp-button hp-button--small hp-button--ghost"
                          aria-label={t('ANNOUNCEMENTS.REMOVE_FILTER', { name: value })}
                          onClick={() => setSelected(removeFilterEntry(selected, index))}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ) : (
              problems.filter && (
                <p className="hp-field__error" role="alert">
                  {problems.filter}
                </p>
              )
            )}
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
                title={confirmTitle}
                body={confirmBody}
                confirmLabel={t('ANNOUNCEMENTS.CONFIRM_SEND')}
                busyLabel={t('ANNOUNCEMENTS.SUBMITTING')}
                onConfirm={send}
              />
            </div>
          </form>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
