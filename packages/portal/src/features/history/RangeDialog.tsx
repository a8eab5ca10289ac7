import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkHistoryRange, historyRangeLimits } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import { dayStart, isoDay, useHistoryFormat } from './format';

/**
 * The date-range dialog (spec 3 §5): from and to no earlier than 6 months
 * ago and no later than today (the inputs' min and max, and checked again
 * with the sdk's rule on submit, so typed dates are refused with a reason);
 * the end date covers its whole day (the rule extends it to 23:59:59).
 */
export function RangeDialog({
  open,
  initial,
  now,
  onApply,
  onCancel,
}: {
  open: boolean;
  initial: { from: number; to: number };
  now: number;
  onApply: (range: { from: number; to: number }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useHistoryFormat();
  const { earliest, latest } = historyRangeLimits(now);
  const [from, setFrom] = useState(isoDay(Math.max(initial.from, earliest)));
  const [to, setTo] = useState(isoDay(Math.min(initial.to, latest)));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const problem = (value: number | null): string | undefined => {
    if (value === null) return t('HISTORY.RANGE.REQUIRED');
    if (value < earliest) return t('HISTORY.RANGE.TOO_EARLY', { date: format.day(earliest) });
    if (value > latest) return t('HISTORY.RANGE.TOO_LATE', { date: format.day(latest) });
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = dayStart(from);
    const end = dayStart(to);
    const next = { from: problem(start), to: problem(end) };
    if (!next.from && !next.to && start !== null && end !== null) {
      const checked = checkHistoryRange(start, end, now);
      if (checked.ok) {
        setErrors({});
        onApply({ from: checked.from, to: checked.to });
        return;
      }
      next.to =
        checked.reason === 'order'
          ? t('HISTORY.RANGE.ORDER')
          : checked.reason === 'tooEarly'
            ? t('HISTORY.RANGE.TOO_EARLY', { date: format.day(earliest) })
            : t('HISTORY.RANGE.TOO_LATE', { date: format.day(latest) });
    }
    setErrors(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" aria-describedby="history-range-description">
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('HISTORY.RANGE.TITLE')}</Dialog.Title>
            <Dialog.Description id="history-range-description" className="hp-muted">
              {t('HISTORY.RANGE.DESCRIPTION', { earliest: format.day(earliest), latest: format.day(latest) })}
            </Dialog.Description>
            <div className="hp-history-range">
              <Field label={t('HISTORY.RANGE.FROM')} error={errors.from ?? null}>
                {(control) => <input {...control} type="date" value={from} min={isoDay(earliest)} max={isoDay(latest)} onChange={(e) => setFrom(e.target.value)} required />}
              </Field>
              <Field label={t('HISTORY.RANGE.TO')} error={errors.to ?? null}>
                {(control) => <input {...control} type="date" value={to} min={isoDay(earliest)} max={isoDay(latest)} onChange={(e) => setTo(e.target.value)} required />}
              </Field>
            </div>
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost">{t('HISTORY.RANGE.CANCEL')}</Dialog.Close>
              <button type="submit" className="hp-button hp-button--primary">
                {t('HISTORY.RANGE.APPLY')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
