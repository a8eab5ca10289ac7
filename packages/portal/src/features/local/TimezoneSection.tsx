import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
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
          <label className="hp-field">
            <span>{t('TIMEZONE.LABEL')}</span>
            <select value={choice} onChange={(e) => setPicked(e.target.value)}>
              {zones.data.all.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
          <FormAlert text={setZone.error ? errorText(setZone.error) : null} />
          <button type="submit" className="hp-button hp-button--primary" disabled={busy || choice === zones.data.current}>
            {t('TIMEZONE.SAVE')}
          </button>
        </form>
      )}
    </Section>
  );
}
