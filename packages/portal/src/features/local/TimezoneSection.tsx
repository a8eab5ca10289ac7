import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { queryKeys } from '../../state/queryKeys';
import { Section } from './localParts';
import { useLocal } from './localContext';

/** spec 2 §7: the available time zones and the current one; set-timezone on save. */
export function TimezoneSection() {
  const { t } = useTranslation();
  const { client, toast } = useLocal();
  const errorText = useApiErrorText({ serverWords: true });
  const zones = useQuery({
    queryKey: queryKeys.local.timezones(),
    queryFn: async () => ({ all: await client.timezones(), current: await client.currentTimezone() }),
  });
  // Until the person picks one, the choice is the gateway's current zone.
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? zones.data?.current ?? '';
  const setZone = useMutation({
    mutationFn: (zone: string) => client.setTimezone(zone),
    onSuccess: () => toast(t('TIMEZONE.SAVED')),
  });
  const busy = setZone.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    setZone.mutate(choice);
  }

  return (
    <Section id="timezone" title={t('TIMEZONE.HEADING')} query={zones}>
      {zones.data && (
        <form onSubmit={save}>
          <Field label={t('TIMEZONE.LABEL')}>
            {(control) => (
              <select {...control} value={choice} onChange={(e) => setPicked(e.target.value)}>
                {zones.data.all.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <FormAlert text={setZone.error ? errorText(setZone.error) : null} />
          <SubmitButton busy={busy} disabled={choice === zones.data.current}>
            {t('TIMEZONE.SAVE')}
          </SubmitButton>
        </form>
      )}
    </Section>
  );
}
