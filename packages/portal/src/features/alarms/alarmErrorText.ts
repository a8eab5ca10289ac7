import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AlarmErrorCode, ApiError } from '@homeport/sdk';
import { useApiErrorText } from '../../binding/useApiErrorText';

/** spec 2 §8: the alarm calls' own codes and their texts; anything else as every call's. */
const KEYS: Record<string, string> = {
  [AlarmErrorCode.nameTaken]: 'ALARMS.NAME_TAKEN',
  [AlarmErrorCode.alreadySent]: 'ALARMS.ALREADY_SENT',
  [AlarmErrorCode.duplicateRecipient]: 'ALARMS.DUPLICATE_RECIPIENT',
  [AlarmErrorCode.recipientNotRegistered]: 'ALARMS.NOT_REGISTERED',
  [AlarmErrorCode.systemAlarm]: 'ALARMS.SYSTEM_ALARM',
  [AlarmErrorCode.alreadyReacted]: 'ALARMS.ALREADY_REACTED',
  [AlarmErrorCode.limitReached]: 'ALARMS.LIMIT',
};

export function useAlarmErrorText() {
  const { t } = useTranslation();
  const apiText = useApiErrorText();
  return useCallback(
    (caught: unknown) => {
      const key = caught instanceof ApiError ? KEYS[caught.errorCode] : undefined;
      return key ? t(key) : apiText(caught);
    },
    [t, apiText],
  );
}
