import type { TFunction } from 'i18next';
import { GatewayCode, GatewayRequestError } from '@homeport/sdk';
import { gatewayCommandText } from '../../binding/gatewayCommandText';

/**
 * The words for a refused or unanswered rule command. The rule commands
 * give some codes a meaning of their own (sdk wire/scenes.ts): 4 a
 * read-only property, 5 a value, compare type or time not allowed, 7 a
 * name or trigger taken (`taken` says which words fit), 8 a limit reached,
 * 9 not as a trigger; 1 is firmware without rules. Anything else is what
 * every gateway command says (binding/gatewayCommandText).
 */
export function sceneCommandText(error: Error, t: TFunction, taken: 'name' | 'trigger' | 'status' = 'name'): string | null {
  if (error instanceof GatewayRequestError) {
    switch (error.code) {
      case GatewayCode.unknownCommand:
        return t('SCENES.CODE.NO_RULES');
      case GatewayCode.readOnly:
        return t('SCENES.CODE.READ_ONLY');
      case GatewayCode.badValue:
        return t('SCENES.CODE.BAD_VALUE', { message: error.message });
      case GatewayCode.duplicate:
        return t(taken === 'name' ? 'SCENES.CODE.NAME_TAKEN' : taken === 'trigger' ? 'SCENES.CODE.TRIGGER_TAKEN' : 'SCENES.CODE.STATUS_TAKEN');
      case GatewayCode.wrongState:
        return t('SCENES.CODE.LIMIT');
      case GatewayCode.unsupported:
        return t('SCENES.CODE.NOT_A_TRIGGER');
      case GatewayCode.notFound:
        return t('SCENES.CODE.NOT_FOUND');
    }
  }
  return gatewayCommandText(error, t);
}
