import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { Section } from './localParts';
import { localErrorText, useLocal } from './localContext';
import { useQuery } from '../../binding/useQuery';

/** spec 2 §7: the available time zones and the current one; set-timezone on save. */
export function TimezoneSection() {
  const { t } = useTranslation();
  const { client, toast } = useLocal();
  const zones = useQuery(async () => ({ all: await client.timezones(), current: await client.currentTimezone() }));
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (zones.data) setChoice(zones.data.current);
  }, [zones.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await client.setTimezone(choice);
      toast(t('TIMEZONE.SAVED'));
    } catch (caught) {
      setError(localErrorText(caught instanceof ApiError ? caught : null, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="timezone" title={t('TIMEZONE.HEADING')} query={zones}>
      {zones.data && (
        <form onSubmit={save}>
          <label className="hp-field">
            <span>{t('TIMEZONE.LABEL')}</span>
            <select value={choice} onChange={(e) => setChoice(e.target.value)}>
              {zones.data.all.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          </label>
          {error && (
            <p role="alert" className="hp-alert">
              {error}
            </p>
          )}
          <button type="submit" className="hp-button hp-button--primary" disabled={busy || choice === zones.data.current}>
            {t('TIMEZONE.SAVE')}
          </button>
        </form>
      )}
    </Section>
  );
}
