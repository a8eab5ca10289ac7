import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, GROUP_REDIRECT_AFTER_SAVE_MS, canSaveGroup, routes, type Group } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { groupsKeys } from './groupsKeys';
import { useGroupsErrorText } from './useGroupsErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

/** Where /groups opens with this group chosen. */
export const groupsPathFor = (id: string) => `${routes.groups}?${new URLSearchParams({ selectedGroupId: id }).toString()}`;

/**
 * The create/edit form (spec 3 §2, §4 "Group creation", §5 "Group", §8):
 * name, description and tag; Save is disabled while the trimmed name or
 * description is empty. A refusal with an errorCode shows an alert titled
 * GROUP_CREATE_EDIT_PAGE_MSG_ERROR_MESSAGE with the code's text; no
 * response gives a toast. On success the page goes to the group on
 * /groups after 1200 ms.
 */
export function GroupForm({ group }: { group: Group | null }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useGroupsErrorText();
  const headingId = useId();
  const alertTitleId = useId();
  const [groupName, setGroupName] = useState(group?.groupName ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [tag, setTag] = useState(group?.tag ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => {
      const body = { groupName: groupName.trim(), description: description.trim(), tag: tag.trim() };
      return group ? rest.groups.update({ _id: group._id, ...body }) : rest.groups.create(body);
    },
    onSuccess: async (saved) => {
      toast(t(group ? 'GROUPS.EDIT_PAGE.UPDATED' : 'GROUPS.EDIT_PAGE.CREATED', { name: saved.groupName }));
      setLeaving(true);
      await queryClient.invalidateQueries({ queryKey: groupsKeys.all() });
      // spec 3 §4 "Group creation": redirect after 1200 ms.
      timer.current = setTimeout(() => void navigate(groupsPathFor(saved._id)), GROUP_REDIRECT_AFTER_SAVE_MS);
    },
    onError: (caught) => {
      // spec 3 §8: no response is a toast; a refusal is an alert with the code's text.
      if (caught instanceof ApiError && caught.status === 0) toast(t('GROUPS.EDIT_PAGE.NO_RESPONSE'), 'error');
      else setRefusal(errorText(caught));
    },
  });

  const savable = canSaveGroup({ groupName, description });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!savable || save.isPending || leaving) return;
    setRefusal(null);
    save.mutate();
  }

  return (
    <form className="hp-groups__form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h1 id={headingId}>{group ? t('GROUPS.EDIT_PAGE.EDIT_HEADING', { name: group.groupName }) : t('GROUPS.EDIT_PAGE.CREATE_HEADING')}</h1>
      <p className="hp-field__hint">{t('GROUPS.EDIT_PAGE.REQUIRED_HINT')}</p>
      <Field label={t('GROUPS.EDIT_PAGE.NAME')}>
        {(control) => <input {...control} type="text" required value={groupName} onChange={(event) => setGroupName(event.target.value)} />}
      </Field>
      <Field label={t('GROUPS.EDIT_PAGE.DESCRIPTION')}>
        {(control) => <textarea {...control} required rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />}
      </Field>
      <Field label={t('GROUPS.EDIT_PAGE.TAG')} hint={t('GROUPS.EDIT_PAGE.TAG_HINT')}>
        {(control) => <input {...control} type="text" value={tag} onChange={(event) => setTag(event.target.value)} />}
      </Field>
      {refusal && (
        <div role="alert" aria-labelledby={alertTitleId} className="hp-alert">
          <strong id={alertTitleId} className="hp-groups__alert-title">
            {t('GROUPS.GROUP_CREATE_EDIT_PAGE_MSG_ERROR_MESSAGE')}
          </strong>
          {refusal}
        </div>
      )}
      <div className="hp-groups__form-actions">
        <SubmitButton busy={save.isPending || leaving} disabled={!savable}>
          {t('GROUPS.EDIT_PAGE.SAVE')}
        </SubmitButton>
        <Link className="hp-button hp-button--ghost" to={group ? groupsPathFor(group._id) : routes.groups}>
          {t('GROUPS.EDIT_PAGE.CANCEL')}
        </Link>
      </div>
    </form>
  );
}
