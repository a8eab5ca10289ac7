import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@homeport/sdk';
import { useServices } from '../services/services';
import { useGatewaySwitch } from '../binding/useGatewaySwitch';
import { gatewayAtom, userAtom } from '../state/atoms';
import { ChangeGatewayDialog } from './dialogs/ChangeGatewayDialog';

/**
 * The header gateway switch of a user with several gateways (spec 1 §2.6):
 * a labelled select of their gateways by name; choosing one runs the switch
 * in the change-gateway dialog. Admins choose on gate_select instead.
 */
export function GatewaySwitcher() {
  const { t } = useTranslation();
  const { rest } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const { state, switchTo, cancel } = useGatewaySwitch();
  const [names, setNames] = useState<Record<string, string>>({});
  const serials = user && !isAdmin(user) ? user.devices : [];
  const key = serials.join(',');

  useEffect(() => {
    if (!key) return;
    let live = true;
    // Names for the options; a gateway that cannot be read keeps its serial.
    void Promise.all(
      key.split(',').map((serial) =>
        rest.gateways.info(serial).then(
          (g) => [serial, g.name || serial] as const,
          () => [serial, serial] as const,
        ),
      ),
    ).then((pairs) => live && setNames(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [key, rest]);

  if (serials.length < 2 || !gateway) return null;
  return (
    <>
      <label className="hp-header__switch">
        <span className="hp-visually-hidden">{t('CHANGE_GATEWAY.LABEL')}</span>
        <select
          value={gateway.serialNumber}
          disabled={state.phase === 'switching'}
          onChange={(event) => {
            const serial = event.target.value;
            if (serial !== gateway.serialNumber) void switchTo(serial, names[serial] ?? serial);
          }}
        >
          {serials.map((serial) => {
            // The current gateway's name follows gateway_updated (a rename); the others were read once.
            const name = serial === gateway.serialNumber ? gateway.name : names[serial];
            return (
              <option key={serial} value={serial}>
                {name ? `${name} (${serial})` : serial}
              </option>
            );
          })}
        </select>
      </label>
      <ChangeGatewayDialog state={state} onCancel={cancel} />
    </>
  );
}
