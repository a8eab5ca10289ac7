import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DEVICE_STATE_ICONS, deviceState, Icon, useDeviceControl, useDeviceProperty } from '@homeport/widgets';
import { routePath, routes, UNSORTED_ROOM_ID, type Device, type GatewayHandle } from '@homeport/sdk';
import { useFloors } from '../../../binding/useFloors';
import { DataTable } from '../../../components/ui/DataTable';
import type { Column } from '../../../components/ui/table/tableTypes';
import { useTableState } from '../../../components/ui/table/useTableState';
import { useDeviceList } from '../useDeviceList';
import { useDeviceTypeName } from '../useDeviceTypeName';
import { distinct, filterDevices, NO_FILTER, type DeviceFilter } from './deviceFilters';

const newFirmware = (handle: GatewayHandle, id: number) => handle.devices.getProperty(id, 'OTAService', 'NewFirmwareAvailable').value === true;

/**
 * The devices table (spec 2 §2, §9: pages of 10, 20 or 50): name, type,
 * manufacturer, status in words, room and firmware; filter chips by name,
 * type and manufacturer; "upgrade all" for a type with new firmware, which
 * opens the quick controls on those devices. Rows are device ids and each
 * cell reads its own device or property from the store, so one property
 * event re-renders one cell.
 */
export function DevicesTable({ handle, canUpgrade }: { handle: GatewayHandle; canUpgrade: boolean }) {
  const { t } = useTranslation();
  const typeName = useDeviceTypeName();
  const [state, actions] = useTableState({ pageSize: 10 });
  const [filter, setFilter] = useState<DeviceFilter>(NO_FILTER);
  const list = useDeviceList(handle);
  const columns = useDeviceColumns(handle);
  const devices = list.ids.flatMap((id) => handle.devices.getDevice(id) ?? []);
  // The name search is the table's own (the name column's searchText); type and manufacturer are filtered here.
  const shown = filterDevices(devices, filter);
  const upgradable = filter.deviceClass ? filterDevices(shown, { ...filter, name: state.search }).filter((d) => newFirmware(handle, d.id)) : [];

  const chips = [
    ...(filter.deviceClass
      ? [{ id: 'class', label: t('DEVICES_LIST.CHIP_TYPE', { value: typeName(filter.deviceClass) }), onRemove: () => setFilter((f) => ({ ...f, deviceClass: '' })) }]
      : []),
    ...(filter.manufacturer
      ? [{ id: 'manufacturer', label: t('DEVICES_LIST.CHIP_MANUFACTURER', { value: filter.manufacturer }), onRemove: () => setFilter((f) => ({ ...f, manufacturer: '' })) }]
      : []),
  ];
  const choose = (field: 'deviceClass' | 'manufacturer', value: string) => {
    setFilter((f) => ({ ...f, [field]: value }));
    actions.setPage(1);
  };

  return (
    <div className="hp-devices-table">
      <div className="hp-devices-table__filters">
        <FilterSelect
          label={t('DEVICES_LIST.FILTER_TYPE')}
          value={filter.deviceClass}
          options={distinct(devices, 'class')}
          text={typeName}
          onChange={(value) => choose('deviceClass', value)}
        />
        <FilterSelect
          label={t('DEVICES_LIST.FILTER_MANUFACTURER')}
          value={filter.manufacturer}
          options={distinct(devices, 'device_manufacturer')}
          onChange={(value) => choose('manufacturer', value)}
        />
        {canUpgrade && upgradable.length > 0 && <UpgradeClass deviceClass={filter.deviceClass} devices={upgradable} />}
      </div>
      <DataTable
        label={t('DEVICES_LIST.TABLE_LABEL')}
        columns={columns}
        rowKey={(d) => String(d.id)}
        query={{
          data: list.state === 'ready' ? { rows: shown } : undefined,
          error: list.error,
          isPending: list.state !== 'ready' && list.state !== 'error',
          isError: list.state === 'error',
          isFetching: list.state === 'loading',
          refetch: () => handle.devices.reload(),
        }}
        state={state}
        actions={actions}
        paging="client"
        pageSizes={[10, 20, 50]}
        search={{ label: t('DEVICES_LIST.SEARCH_NAME') }}
        filters={chips}
        loading={t('FAILURES.DEVICES_LOADING')}
        failed={t('FAILURES.DEVICES_FAILED')}
        empty={{ title: t('FAILURES.DEVICES_EMPTY') }}
        noMatch={t('DEVICES_LIST.NO_MATCH')}
      />
    </div>
  );
}

function useDeviceColumns(handle: GatewayHandle): Array<Column<Device>> {
  const { t } = useTranslation();
  const typeName = useDeviceTypeName();
  const roomName = useRoomName(handle);
  return [
    {
      id: 'name',
      header: t('DEVICES_LIST.NAME'),
      cell: (d) => <NameCell handle={handle} id={d.id} />,
      sortValue: (d) => d.device_name.toLocaleLowerCase(),
      searchText: (d) => d.device_name,
    },
    { id: 'type', header: t('DEVICES_LIST.TYPE'), cell: (d) => typeName(d.class), sortValue: (d) => typeName(d.class) },
    { id: 'manufacturer', header: t('DEVICES_LIST.MANUFACTURER'), cell: (d) => d.device_manufacturer, sortValue: (d) => d.device_manufacturer },
    { id: 'status', header: t('DEVICES_LIST.STATUS'), cell: (d) => <StatusCell handle={handle} id={d.id} />, sortValue: (d) => d.status },
    { id: 'room', header: t('DEVICES_LIST.ROOM'), cell: (d) => roomName(d.id), sortValue: (d) => roomName(d.id) },
    { id: 'firmware', header: t('DEVICES_LIST.FIRMWARE'), cell: (d) => <FirmwareCell handle={handle} device={d} /> },
  ];
}

/** A device's room name. Room membership is the floors' (binding/useFloors.ts): a device in no room is in Unsorted Devices. */
function useRoomName(handle: GatewayHandle) {
  const floors = useFloors(handle);
  return useMemo(() => {
    const names = new Map((floors.data ?? []).flatMap((f) => f.rooms.map((r) => [r.room_id, r.room_name] as const)));
    const roomOf = new Map((floors.data ?? []).flatMap((f) => f.rooms.flatMap((r) => r.devices.map((id) => [id, r.room_id] as const))));
    return (deviceId: number) => names.get(roomOf.get(deviceId) ?? UNSORTED_ROOM_ID) ?? '';
  }, [floors.data]);
}

/** A filter by one field: any, or one of the values the devices have. */
function FilterSelect({
  label,
  value,
  options,
  text = (option) => option,
  onChange,
}: {
  label: string;
  value: string;
  options: string[];
  text?: (option: string) => string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="hp-devices-table__filter">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('DEVICES_LIST.ANY')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "Upgrade all" of the chosen type: opens the quick controls on those devices. */
function UpgradeClass({ deviceClass, devices }: { deviceClass: string; devices: Device[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const typeName = useDeviceTypeName();
  return (
    <button
      type="button"
      className="hp-button hp-button--primary"
      onClick={() => void navigate(routes.quick_controls, { state: { deviceIds: devices.map((d) => d.id), upgrade: true } })}
    >
      {t('DEVICES_LIST.UPGRADE_CLASS', { type: typeName(deviceClass), count: devices.length })}
    </button>
  );
}

function NameCell({ handle, id }: { handle: GatewayHandle; id: number }) {
  const { device } = useDeviceControl(handle, id);
  return <Link to={routePath('device', { id })}>{device?.device_name ?? id}</Link>;
}

function StatusCell({ handle, id }: { handle: GatewayHandle; id: number }) {
  const { t } = useTranslation();
  const { device } = useDeviceControl(handle, id);
  if (!device) return null;
  return (
    <span className={`hp-badge hp-badge--status-${device.status}`}>
      <Icon path={DEVICE_STATE_ICONS[deviceState(device.status)]} /> {t(`DEVICES.STATUS_${device.status}`)}
    </span>
  );
}

function FirmwareCell({ handle, device }: { handle: GatewayHandle; device: Device }) {
  const { t } = useTranslation();
  const hasOta = device.service_list.some((s) => s.name === 'OTAService');
  if (!hasOta) return <>{device.firmwareVersion}</>;
  return <FirmwareBadge handle={handle} id={device.id} version={device.firmwareVersion} label={t('DEVICES_LIST.NEW_FIRMWARE')} />;
}

function FirmwareBadge({ handle, id, version, label }: { handle: GatewayHandle; id: number; version: string; label: string }) {
  const available = useDeviceProperty<boolean>(handle, id, 'OTAService', 'NewFirmwareAvailable').value === true;
  return (
    <>
      {version} {available && <span className="hp-badge hp-badge--warning">{label}</span>}
    </>
  );
}
