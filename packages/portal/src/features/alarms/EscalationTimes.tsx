import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_ESCALATION_SECONDS, escalationTimeProblem, mayWriteGateway, type AlarmPriorityCode, type EscalationTimes as Times, type EscalationTimeProblem } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { alarmKeys } from './alarmKeys';
import { useAlarmErrorText } from './alarmErrorText';

const PROBLEM_KEYS: Record<EscalationTimeProblem, string> = {
  required: 'NOTIFICATIONS.ESCALATION_REQUIRED',
  notWhole: 'NOTIFICATIONS.ESCALATION_NOT_WHOLE',
  tooSmall: 'NOTIFICATIONS.ESCALATION_TOO_SMALL',
  tooLarge: 'NOTIFICATIONS.ESCALATION_TOO_LARGE',
};

/** The escalation-times settings (SHOW_ALARM_ESCALATIONS_TABLE; spec 2 §5: seconds, required, at most the server's maximum), of the current gateway. */
export function EscalationTimes() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const serial = gateway?.serialNumber ?? '';
  const times = useQuery({ queryKey: alarmKeys.escalation(serial), queryFn: () => rest.alarms.escalationTimes(serial), enabled: serial !== '' });
  const canWrite = !!user && !!gateway && mayWriteGateway(user, gateway, config);
  return (
    <section className="hp-card hp-notifications__escalations" aria-labelledby="escalations-heading">
      <h2 id="escalations-heading">{t('NOTIFICATIONS.ESCALATIONS')}</h2>
      {!gateway ? (
        <p className="hp-muted">{t('NOTIFICATIONS.NO_GATEWAY')}</p>
      ) : times.data ? (
        <>
          <p className="hp-muted">{t('NOTIFICATIONS.ESCALATIONS_HINT', { max: times.data.maxEscalationTime })}</p>
          {times.data.times.map((entry) => (
            <EscalationRow key={entry.priority} serial={serial} priority={entry.priority} seconds={entry.escalationTime} max={times.data.maxEscalationTime} disabled={!canWrite} />
          ))}
        </>
      ) : null}
    </section>
  );
}

function EscalationRow({ serial, priority, seconds, max, disabled }: { serial: string; priority: AlarmPriorityCode; seconds: number; max: number; disabled: boolean }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(seconds));
  const [problem, setProblem] = useState<EscalationTimeProblem | null>(null);
  const save = useMutation({
    meta: { describeError: errorText },
    mutationFn: () => rest.alarms.updateEscalation({ serialNumber: serial, priority, escalationTime: Number(value.trim()) }),
    onSuccess: async (saved: Times) => {
      queryClient.setQueryData(alarmKeys.escalation(serial), saved);
      await queryClient.invalidateQueries({ queryKey: alarmKeys.table(serial) });
      toast(t('NOTIFICATIONS.ESCALATION_SAVED'));
    },
  });
  const id = `escalation-${priority}`;
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = escalationTimeProblem(value, max);
    setProblem(found);
    if (!found) save.mutate();
  }
  return (
    <form className="hp-notifications__escalation" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t(`ALARMS.PRIORITY_${priority}`)}</label>
      <input
        id={id}
        inputMode="numeric"
        aria-label={t('NOTIFICATIONS.ESCALATION_OF', { priority: t(`ALARMS.PRIORITY_${priority}`) })}
        aria-invalid={problem ? true : undefined}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          setValue(e.target.value);
          setProblem(null);
        }}
      />
      {!disabled && (
        <button type="submit" className="hp-button hp-button--small" disabled={save.isPending || value.trim() === String(seconds)}>
          {t('NOTIFICATIONS.ESCALATION_SAVE')}
        </button>
      )}
      {problem && (
        <span className="hp-field__error" role="alert">
          {t(PROBLEM_KEYS[problem], { max, min: MIN_ESCALATION_SECONDS })}
        </span>
      )}
    </form>
  );
}
