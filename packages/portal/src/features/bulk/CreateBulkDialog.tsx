import * as Tabs from '@radix-ui/react-tabs';
import { useMutation } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ApiError,
  BULK_DEFAULT_RETRIES,
  BULK_INCLUSION_MIN_SOFTWARE,
  BULK_MAX_RETRIES,
  BULK_REDIRECT_AFTER_CREATE_MS,
  BulkRuleError,
  routes,
  validateBulkCreate,
  type BulkContentType,
  type BulkFilterRow,
  type BulkOperationType,
  type BulkRuleErrorValue,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../components/ui/form/FormDialog';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { userAtom } from '../../state/atoms';
import { bulkDraftAtom, bulkStepAtom, type BulkStep } from './bulkFilterAtoms';
import { ContentStep, type ContentSource } from './ContentStep';
import { contentBodyOf, emptyContentDraft, type ContentDraft } from './contentDraft';
import { useBulkTargets } from './useBulkTargets';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

const TYPES: readonly BulkOperationType[] = ['lyt', 'scn', 'ts', 'inc'];

const PROBLEM_KEYS: Partial<Record<BulkRuleErrorValue, string>> = {
  [BulkRuleError.nameRequired]: 'BULK.NAME_REQUIRED',
  [BulkRuleError.noSerials]: 'BULK.NO_SERIAL_NUMBERS',
  [BulkRuleError.sceneRequired]: 'BULK.SCENE_REQUIRED',
  [BulkRuleError.contentNameRequired]: 'BULK.CONTENT_NAME_REQUIRED',
};

/** A content that could not be stored (spec 3 §8 "There was an error when creating Bulk ... Content!"). */
class ContentCreateError extends Error {
  constructor(readonly type: BulkContentType) {
    super(`content ${type}`);
  }
}

interface CreateBulkDialogProps {
  trigger: ReactElement;
  /** The filter rows; their gateways are read in full when the person creates (spec 3 §5 "no serial numbers"). */
  rows: readonly BulkFilterRow[];
  /** How many gateways the filter gives, null until read. */
  total: number | null;
  /** spec 3 §5: bulk inclusion only with the permission on. */
  inclusionPermitted: boolean;
}

/**
 * The create dialog's tab flow (spec 3 §2 "Bulk operation creation"): the
 * type, then an existing or new content (open network skips it), then the
 * name and retries (default 3). Created: the spec's toast and bulk_log
 * after 1200 ms (spec 3 §4); a 400 shows the server's data[0].message. The
 * last entries and step are kept in storage (spec 3 §7 lastBulkData, lastBulkState).
 */
export function CreateBulkDialog({ trigger, rows, total, inclusionPermitted }: CreateBulkDialogProps) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const navigate = useNavigate();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useAtom(bulkDraftAtom);
  const [step, setStep] = useAtom(bulkStepAtom);
  const [source, setSource] = useState<ContentSource>('existing');
  const [contentId, setContentId] = useState<string | null>(null);
  const [content, setContent] = useState<ContentDraft>(emptyContentDraft);
  const [problem, setProblem] = useState<string | null>(null);

  const type = draft.type;
  const targets = useBulkTargets(rows, total, inclusionPermitted, open && type === 'inc');
  const steps: BulkStep[] = type === 'inc' ? ['type', 'name'] : ['type', 'content', 'name'];
  const at = steps.includes(step) ? step : 'type';
  const index = steps.indexOf(at);

  const create = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async () => {
      if (!type || !user) throw new Error('empty');
      const devices = await targets.serials(type === 'inc' ? 'inclusion' : 'all');
      const contentType = type === 'inc' ? null : type;
      const newContent = contentType && !(source === 'existing' && contentId) ? contentBodyOf(contentType, content) : null;
      const checked = validateBulkCreate({
        operation_name: draft.name,
        operation_type: type,
        devices,
        contentId: contentType && source === 'existing' ? contentId : null,
        content: newContent,
      });
      if (checked) return { problem: checked };
      let storedId: string | null = contentType && source === 'existing' ? contentId : null;
      if (newContent && contentType) {
        try {
          storedId = (await rest.bulk.content.create(newContent))._id;
        } catch (caught) {
          if (caught instanceof ApiError && caught.status >= 400) throw new ContentCreateError(contentType);
          throw caught;
        }
      }
      await rest.bulk.campaign.create({
        operation_name: draft.name.trim(),
        operation_type: type,
        contentId: storedId,
        userId: user.id,
        userInitiated: true,
        devices,
        campaignOptions: { retryNumber: draft.retries },
      });
      return { problem: null };
    },
    onSuccess: ({ problem }) => {
      if (problem) return setProblem(t(PROBLEM_KEYS[problem] ?? 'BULK.CREATE_EMPTY'));
      toast(t('BULK.CREATED'));
      setOpen(false);
      setDraft({ type: null, name: '', retries: BULK_DEFAULT_RETRIES });
      setStep('type');
      // spec 3 §4: bulk_log after 1200 ms.
      setTimeout(() => void navigate(routes.bulk_log), BULK_REDIRECT_AFTER_CREATE_MS);
    },
    onError: (caught) => {
      if (caught instanceof ContentCreateError) return setProblem(t(`BULK.CONTENT_FAILED_${caught.type}`));
      // spec 3 §8: a 400 shows the server's data[0].message.
      if (caught instanceof ApiError && caught.status === 400 && caught.entries[0]?.message) return setProblem(caught.entries[0].message);
      if (caught instanceof ApiError) return setProblem(errorText(caught));
      setProblem(t('BULK.CREATE_EMPTY'));
    },
  });

  const openChange = (next: boolean) => {
    if (create.isPending) return;
    // spec 3 §5: no gateway in the filter, no operation: the alert "no serial numbers".
    if (next && total === 0) return toast(t('BULK.NO_SERIAL_NUMBERS'), 'error');
    setProblem(null);
    create.reset();
    setOpen(next);
  };

  const go = (next: BulkStep) => {
    setProblem(null);
    setStep(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (index < steps.length - 1) return go(steps[index + 1]!);
    create.mutate();
  }

  const count = total ?? 0;
  const inclusionTotal = open && type === 'inc' ? targets.inclusionTotal() : null;
  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={t('BULK.CREATE_TITLE')}
      description={t('BULK.CREATE_DESCRIPTION', { count })}
      className="bulk-create"
    >
      <form onSubmit={submit} noValidate>
        <Tabs.Root value={at} onValueChange={(value) => go(value as BulkStep)}>
          <Tabs.List className="hp-tabs" aria-label={t('BULK.STEPS')}>
            {steps.map((s, i) => (
              <Tabs.Trigger key={s} value={s} className="hp-tabs__tab" disabled={i > index || create.isPending}>
                {t(s === 'type' ? 'BULK.TAB_TYPE' : s === 'content' ? 'BULK.TAB_CONTENT' : 'BULK.TAB_NAME')}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="type" className="bulk-step">
            <fieldset className="bulk-choice">
              <legend>{t('BULK.TYPE')}</legend>
              {TYPES.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="bulk-type"
                    value={value}
                    checked={type === value}
                    disabled={value === 'inc' && !inclusionPermitted}
                    onChange={() => {
                      setDraft({ ...draft, type: value });
                      setContentId(null);
                      setProblem(null);
                    }}
                  />
                  {t(`BULK.TYPE_${value}`)}
                </label>
              ))}
            </fieldset>
            {!inclusionPermitted && <p className="hp-muted">{t('BULK.TYPE_INC_OFF', { version: BULK_INCLUSION_MIN_SOFTWARE })}</p>}
            {inclusionTotal !== null && inclusionTotal < count && (
              <p className="hp-muted">{t('BULK.TYPE_INC_PART', { count: inclusionTotal, version: BULK_INCLUSION_MIN_SOFTWARE })}</p>
            )}
          </Tabs.Content>
          {type && type !== 'inc' && (
            <Tabs.Content value="content">
              <ContentStep type={type} source={source} onSource={setSource} contentId={contentId} onContentId={setContentId} draft={content} onDraft={setContent} />
            </Tabs.Content>
          )}
          <Tabs.Content value="name" className="bulk-step">
            <Field label={t('BULK.NAME_LABEL')}>
              {(control) => <input {...control} value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />}
            </Field>
            <Field label={t('BULK.RETRIES')} hint={t('BULK.RETRIES_HINT', { max: BULK_MAX_RETRIES })}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  max={BULK_MAX_RETRIES}
                  value={draft.retries}
                  onChange={(e) => setDraft({ ...draft, retries: Math.min(BULK_MAX_RETRIES, Math.max(0, Math.round(Number(e.target.value) || 0))) })}
                />
              )}
            </Field>
          </Tabs.Content>
        </Tabs.Root>
        <FormAlert text={problem} />
        <FormDialogActions busy={create.isPending}>
          {index > 0 && (
            <button type="button" className="hp-button hp-button--ghost" disabled={create.isPending} onClick={() => go(steps[index - 1]!)}>
              {t('BULK.BACK')}
            </button>
          )}
          {index < steps.length - 1 ? (
            <button type="submit" className="hp-button hp-button--primary" disabled={!type}>
              {t('BULK.NEXT')}
            </button>
          ) : (
            <SubmitButton busy={create.isPending} busyLabel={t('BULK.SUBMITTING')}>
              {t('BULK.SUBMIT')}
            </SubmitButton>
          )}
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
