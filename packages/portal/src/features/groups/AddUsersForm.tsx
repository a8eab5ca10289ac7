import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { splitList, type AddUsersToGroupAnswer, type Group } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { groupsKeys } from './groupsKeys';
import { useGroupsErrorText } from './useGroupsErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

type By = 'usernames' | 'serials';

/**
 * Adds users to a group (spec 3 §2 "Groups", §5 "Group"): a comma-separated
 * list of usernames, or of device serial numbers whose owners are added.
 * What the server did not find is listed under the form.
 */
export function AddUsersForm({ group }: { group: Group }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useGroupsErrorText();
  const headingId = useId();
  const [by, setBy] = useState<By>('usernames');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AddUsersToGroupAnswer | null>(null);

  const add = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (values: string[]) => rest.groups.addUsers(by === 'usernames' ? { groupId: group._id, usernames: values } : { groupId: group._id, deviceSN: values }),
    onSuccess: async (answer) => {
      setOutcome(answer);
      if (answer.added.length > 0) toast(t('GROUPS.ADD.ADDED', { count: answer.added.length }));
      if (missesOf(answer).length === 0) setText('');
      await queryClient.invalidateQueries({ queryKey: groupsKeys.usersOf(group._id) });
    },
    onError: (caught) => setProblem(t('GROUPS.ADD.FAILED', { reason: errorText(caught) })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setOutcome(null);
    const values = splitList(text);
    if (values.length === 0) return setProblem(t('GROUPS.ADD.EMPTY'));
    add.mutate(values);
  }

  function choose(next: By) {
    setBy(next);
    setProblem(null);
    setOutcome(null);
  }

  return (
    <form className="hp-card hp-groups__add" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{t('GROUPS.ADD.HEADING')}</h2>
      <fieldset className="hp-groups__by">
        <legend>{t('GROUPS.ADD.BY')}</legend>
        <label>
          <input type="radio" name="group-add-by" value="usernames" checked={by === 'usernames'} onChange={() => choose('usernames')} />
          {t('GROUPS.ADD.BY_USERNAMES')}
        </label>
        <label>
          <input type="radio" name="group-add-by" value="serials" checked={by === 'serials'} onChange={() => choose('serials')} />
          {t('GROUPS.ADD.BY_SERIALS')}
        </label>
      </fieldset>
      <Field
        label={by === 'usernames' ? t('GROUPS.ADD.USERNAMES') : t('GROUPS.ADD.SERIALS')}
        hint={by === 'usernames' ? t('GROUPS.ADD.USERNAMES_HINT') : t('GROUPS.ADD.SERIALS_HINT')}
      >
        {(control) => <textarea {...control} rows={2} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      <FormAlert text={problem} />
      {outcome && <AddOutcome answer={outcome} />}
      <div>
        <SubmitButton busy={add.isPending} busyLabel={t('GROUPS.ADD.BUSY')}>
          {t('GROUPS.ADD.SUBMIT')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** What the server did not find, or found without an owner. */
const missesOf = (answer: AddUsersToGroupAnswer): string[] => [...answer.unknownUsernames, ...answer.unknownSerials, ...answer.unassignedSerials];

/** The result of one add: who joined, who was in already, and what was not found (spec 3 §2: which were not found). */
function AddOutcome({ answer }: { answer: AddUsersToGroupAnswer }) {
  const { t } = useTranslation();
  const notFound = [...answer.unknownUsernames, ...answer.unknownSerials];
  const lines = [
    answer.added.length > 0 ? t('GROUPS.ADD.ADDED_LIST', { list: answer.added.map((user) => user.username).join(', ') }) : null,
    answer.alreadyMembers.length > 0 ? t('GROUPS.ADD.ALREADY', { list: answer.alreadyMembers.join(', ') }) : null,
    notFound.length > 0 ? t('GROUPS.ADD.NOT_FOUND', { list: notFound.join(', ') }) : null,
    answer.unassignedSerials.length > 0 ? t('GROUPS.ADD.NO_OWNER', { list: answer.unassignedSerials.join(', ') }) : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div role="status" aria-label={t('GROUPS.ADD.RESULT')}>
      <ul className="hp-groups__outcome">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
