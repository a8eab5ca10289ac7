import { DELAY_PRESETS_MS, delayLabelParts, delayProblems, delayToMs, msToDelay, type DelayParts, type DelayProblem } from '@homeport/sdk';
import type { TFunction } from 'i18next';

/** The add-delay dialog's choice (spec 2 §5): one of the presets, or hours, minutes and seconds of one's own. */
export type DelayChoice = { kind: 'preset'; ms: number } | { kind: 'custom'; parts: DelayParts };

/** The choice that shows `ms`: its preset when it is one, else the custom fields filled in. */
export function choiceOf(ms: number): DelayChoice {
  return (DELAY_PRESETS_MS as readonly number[]).includes(ms) ? { kind: 'preset', ms } : { kind: 'custom', parts: msToDelay(ms) };
}

/** The delay in ms, or what is wrong with the custom fields (hours 0-23, minutes and seconds 0-59). */
export function delayOf(choice: DelayChoice): { ok: true; ms: number } | { ok: false; problems: DelayProblem[] } {
  if (choice.kind === 'preset') return { ok: true, ms: choice.ms };
  const problems = delayProblems(choice.parts);
  return problems.length ? { ok: false, problems } : { ok: true, ms: delayToMs(choice.parts) };
}

/** spec 2 §9: "10 s" below a minute, "1 min", "1.5 h" from there. */
export function delayText(t: TFunction, ms: number): string {
  const { unit, value } = delayLabelParts(ms);
  return t(`SCENES.DELAY_${unit.toUpperCase()}`, { value });
}
