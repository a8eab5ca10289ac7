import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sceneCommandText } from './sceneCommandText';
import type { SendRuleCommand, useRuleCommand } from './useScenes';

export type RuleCommand = ReturnType<typeof useRuleCommand>;

/**
 * A submit (a dialog's, or an edit in place): runs its commands, says in words why the gateway
 * refused (a dialog stays open to correct it), and resolves true when
 * everything was accepted.
 */
export function useCommandSend(command: RuleCommand, taken: 'name' | 'trigger' | 'status' = 'name') {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (script: (send: SendRuleCommand) => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await command.run(script);
      return true;
    } catch (caught) {
      setError(sceneCommandText(caught as Error, t, taken) ?? t('SCENES.FAILED'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, send };
}
