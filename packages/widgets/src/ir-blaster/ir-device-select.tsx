import { useState, type FormEvent } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { OptionGroup } from '../option-group/option-group';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { ns } from './ir-blaster.texts';

export interface IrDeviceSelectProps {
  label: string;
  /** Sends the chosen type: 1 STB, 2 TV, 3 AC, 4 DVD. */
  onSelect: (deviceType: number) => void;
  disabled?: boolean;
}

/** The device-selection step for an unassigned IR controller (spec 2 §2): a radio group, then Use this device. */
export function IrDeviceSelect({ label, onSelect, disabled }: IrDeviceSelectProps) {
  const t = useWidgetText(ns);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(true);
      return;
    }
    onSelect(Number(choice));
  };
  return (
    <form className={layout.stack} onSubmit={submit} aria-label={t('SELECT_HEADING', { label })}>
      <OptionGroup
        label={t('SELECT_HEADING', { label })}
        value={choice}
        options={[1, 2, 3, 4].map((code) => ({ value: String(code), label: t(`TYPE_${code}`) }))}
        onValueChange={(next) => {
          setChoice(next);
          setError(false);
        }}
        disabled={disabled}
      />
      {error && (
        <p role="alert" className={layout.muted}>
          {t('SELECT_REQUIRED')}
        </p>
      )}
      <div className={layout.actions}>
        <button type="submit" className={pillButton} disabled={disabled}>
          {t('SELECT_SUBMIT')}
        </button>
      </div>
    </form>
  );
}
