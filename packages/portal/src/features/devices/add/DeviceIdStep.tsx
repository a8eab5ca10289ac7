import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customDeviceId, mediaDeviceId, parseWire, wiseDeviceId, type CatalogueModel } from '@homeport/sdk';
import { Field } from '../../../components/ui/form/Field';

const RULES = { wise: wiseDeviceId, media: mediaDeviceId, custom: customDeviceId } as const;
const MAX_LENGTH = { wise: 16, media: 50, custom: 16 } as const;

/** The id of a device added by its id (spec 2 §5): wise 12 or 16 hex, media up to 50 letters and digits, custom exactly 16. */
export function DeviceIdStep({ model, onBack, onId }: { model: CatalogueModel; onBack: () => void; onId: (id: string) => void }) {
  const { t } = useTranslation();
  const kind = model.joinsBy === 'button' ? 'wise' : model.joinsBy;
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = parseWire(RULES[kind](), id, 'id');
    if (!read.ok) return setProblem(t(`PAIRING.ID_INVALID_${kind.toUpperCase()}`));
    onId(read.value);
  }

  return (
    <form className="hp-card hp-add__include" onSubmit={submit} noValidate>
      <Field label={t('PAIRING.DEVICE_ID')} hint={t(`PAIRING.ID_HINT_${kind.toUpperCase()}`)} error={problem}>
        {(control) => (
          <input
            {...control}
            value={id}
            maxLength={MAX_LENGTH[kind]}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => {
              setId(e.target.value);
              setProblem(null);
            }}
          />
        )}
      </Field>
      <div className="hp-dialog__actions">
        <button type="button" className="hp-button hp-button--ghost" onClick={onBack}>
          {t('PAIRING.BACK')}
        </button>
        <button type="submit" className="hp-button hp-button--primary">
          {t('PAIRING.PAIR')}
        </button>
      </div>
    </form>
  );
}
