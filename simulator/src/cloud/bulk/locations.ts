import {
  BULK_IMPORT_HEADERS,
  BULK_IMPORT_MAX_ROWS,
  BULK_REGION_CODES,
  BULK_REGION_NAMES,
  ImportCentreRow,
  ImportGatewayRow,
  parseWire,
  type BulkCentre,
  type BulkCentreDetails,
  type BulkGatewayRow,
  type BulkImportResult,
  type BulkImportRowError,
  type BulkPage,
  type BulkRegion,
  type BulkRegionCode,
  type BulkState,
} from '@homeport/sdk';
import type { CloudStore } from '../../store/cloudStore';
import type { GatewayRecord } from '../../store/cloudState';
import type { BulkStore } from './bulkStore';
import { gatewayBySerial } from '../../store/cloudIndex';

/** What locations.json keeps: centres added or renamed by imports, and points (jpCode) by serial. */
interface LocationFile {
  centres: Record<string, { jcName: string; region: BulkRegionCode; state: string }>;
  points: Record<string, string>;
}

const defaultJcName = (jc: string) => `${jc} Jio Centre`;
const defaultJpCode = (serial: string) => `JP-${serial}`;

/**
 * Regions, states and centres for bulk operations (docs/contracts.md "Bulk
 * operations", "Locations"). A gateway's place is its cloud record's
 * region, state and centre (the centre's code `jc`); the centres are those
 * of the fleet plus any an import added, each with a display name; every
 * gateway has a point code. Imports are kept in `bulk/locations.json`.
 */
export class Locations {
  private file: LocationFile;

  constructor(
    private readonly store: BulkStore,
    private readonly cloud: CloudStore,
  ) {
    this.file = store.readLocations<LocationFile>() ?? { centres: {}, points: {} };
  }

  /** A reseed: back to the fleet's own centres. */
  clear(): void {
    this.file = { centres: {}, points: {} };
  }

  private get gateways(): GatewayRecord[] {
    return this.cloud.state.gateways;
  }

  /** Every centre: the fleet's, then the imported ones (an import's name and place win). */
  centres(): BulkCentre[] {
    const all = new Map<string, BulkCentre>();
    for (const g of this.gateways) {
      if (!all.has(g.centre)) all.set(g.centre, { jc: g.centre, jcName: defaultJcName(g.centre), region: g.region, state: g.state });
    }
    for (const [jc, centre] of Object.entries(this.file.centres)) all.set(jc, { jc, ...centre });
    return [...all.values()].sort((a, b) => a.jc.localeCompare(b.jc));
  }

  regions(): BulkRegion[] {
    return BULK_REGION_CODES.map((code) => ({ code, name: BULK_REGION_NAMES[code] }));
  }

  statesIn(region: BulkRegionCode): BulkState[] {
    const states = new Set(
      this.centres()
        .filter((c) => c.region === region)
        .map((c) => c.state),
    );
    return [...states].sort().map((state) => ({ region, state }));
  }

  centresIn(state: string): BulkCentre[] {
    return this.centres().filter((c) => c.state === state);
  }

  details(jc: string, listRegions: readonly BulkRegionCode[]): BulkCentreDetails | null {
    const centre = this.centres().find((c) => c.jc === jc && (listRegions.length === 0 || listRegions.includes(c.region)));
    if (!centre) return null;
    const gateways = this.gateways.filter((g) => g.centre === jc).sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
    return { ...centre, gateways: gateways.length, jpDetails: gateways.map((g) => ({ jpCode: this.jpCodeOf(g.serialNumber), serialNumber: g.serialNumber })) };
  }

  private jpCodeOf(serial: string): string {
    return this.file.points[serial] ?? defaultJpCode(serial);
  }

  row(g: GatewayRecord): BulkGatewayRow {
    const jcName = this.file.centres[g.centre]?.jcName ?? defaultJcName(g.centre);
    return {
      serialNumber: g.serialNumber,
      name: g.name,
      model: g.model,
      connectionStatus: g.connectionStatus === 'online' ? 'online' : 'offline',
      currentFWVersion: g.currentFWVersion,
      ohmVersion: g.swVersions.ohmVersion,
      region: g.region,
      state: g.state,
      jioCenter: { jc: g.centre, jcName, jpDetails: { jpCode: this.jpCodeOf(g.serialNumber), serialNumber: g.serialNumber } },
    };
  }

  /** The gateways whose region, state and centre are each in their list (an empty list: any), by serial, paged. */
  filter(filter: { reglist: string[]; statelist: string[]; jcenterlist: string[] }, page: number, limit: number): BulkPage<BulkGatewayRow> {
    const inList = (list: string[], value: string) => list.length === 0 || list.includes(value);
    const found = this.gateways
      .filter((g) => inList(filter.reglist, g.region) && inList(filter.statelist, g.state) && inList(filter.jcenterlist, g.centre))
      .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber));
    return { items: found.slice((page - 1) * limit, page * limit).map((g) => this.row(g)), total: found.length, page, limit };
  }

  /**
   * importDet: both files checked row by row first; any fault refuses the
   * whole import (the faults listed, nothing changed). Else centres are
   * added or renamed, gateways moved to their centre (region and state
   * follow) with their point code; cloud.json and locations.json written.
   * Answers the changed gateways too, for gateway_updated.
   */
  import(centresCsv: string, gatewaysCsv: string): { result: BulkImportResult; moved: GatewayRecord[] } | { errors: BulkImportRowError[] } {
    const errors: BulkImportRowError[] = [];
    const centreRows = readCsv('centres', centresCsv, BULK_IMPORT_HEADERS.centres, errors);
    const gatewayRows = readCsv('gateways', gatewaysCsv, BULK_IMPORT_HEADERS.gateways, errors);

    const known = new Map(this.centres().map((c) => [c.jc, c]));
    const incoming = new Map<string, { jcName: string; region: BulkRegionCode; state: string }>();
    for (const { line, values } of centreRows) {
      const parsed = parseWire(ImportCentreRow, values);
      if (!parsed.ok) {
        errors.push({ file: 'centres', line, message: `line ${line}: ${parsed.message}` });
        continue;
      }
      const { region, state, centre, jcName } = parsed.value;
      if (incoming.has(centre)) errors.push({ file: 'centres', line, message: `line ${line}: centre ${centre} is given twice` });
      else incoming.set(centre, { jcName, region, state });
    }
    const seen = new Set<string>();
    const moves: Array<{ gateway: GatewayRecord; centre: string; jpCode: string }> = [];
    for (const { line, values } of gatewayRows) {
      const parsed = parseWire(ImportGatewayRow, values);
      if (!parsed.ok) {
        errors.push({ file: 'gateways', line, message: `line ${line}: ${parsed.message}` });
        continue;
      }
      const { serial, centre, jpCode } = parsed.value;
      const gateway = gatewayBySerial(this.cloud.state, serial);
      if (!gateway) errors.push({ file: 'gateways', line, message: `line ${line}: no gateway ${serial}` });
      else if (!incoming.has(centre) && !known.has(centre)) errors.push({ file: 'gateways', line, message: `line ${line}: no centre ${centre}` });
      else if (seen.has(serial)) errors.push({ file: 'gateways', line, message: `line ${line}: gateway ${serial} is given twice` });
      else moves.push({ gateway, centre, jpCode });
      seen.add(serial);
    }
    if (errors.length > 0) return { errors };

    let added = 0;
    let updated = 0;
    for (const [jc, centre] of incoming) {
      if (known.has(jc)) updated += 1;
      else added += 1;
      this.file.centres[jc] = centre;
    }
    const moved: GatewayRecord[] = [];
    for (const { gateway, centre, jpCode } of moves) {
      const place = incoming.get(centre) ?? known.get(centre);
      if (!place) continue;
      this.file.points[gateway.serialNumber] = jpCode;
      if (gateway.centre !== centre || gateway.region !== place.region || gateway.state !== place.state) {
        gateway.region = place.region;
        gateway.state = place.state;
        gateway.centre = centre;
        moved.push(gateway);
      }
    }
    // Centres a move left must keep their name: the fleet's own centres are derived from the gateways.
    for (const [jc, centre] of known) if (!(jc in this.file.centres)) this.file.centres[jc] = { jcName: centre.jcName, region: centre.region, state: centre.state };
    this.store.writeLocations(this.file);
    if (moved.length > 0) this.cloud.commit();
    return { result: { centres: { added, updated }, gateways: { updated: moves.length } }, moved };
  }
}

/** A CSV file's data rows (1-based line numbers; line 1 the header); a wrong header or too many rows is a fault. */
function readCsv(file: 'centres' | 'gateways', text: string, header: readonly string[], errors: BulkImportRowError[]): Array<{ line: number; values: Record<string, string> }> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const head = splitCsvLine(lines[0] ?? '').map((h) => h.trim());
  if (head.join(',') !== header.join(',')) {
    errors.push({ file, line: 1, message: `line 1: the header must be ${header.join(',')}` });
    return [];
  }
  if (lines.length - 1 > BULK_IMPORT_MAX_ROWS) {
    errors.push({ file, line: BULK_IMPORT_MAX_ROWS + 2, message: `at most ${BULK_IMPORT_MAX_ROWS} rows` });
    return [];
  }
  const rows: Array<{ line: number; values: Record<string, string> }> = [];
  for (let i = 1; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    if (raw.trim() === '') continue;
    const cells = splitCsvLine(raw);
    if (cells.length !== header.length) {
      errors.push({ file, line: i + 1, message: `line ${i + 1}: ${header.length} values expected, ${cells.length} given` });
      continue;
    }
    rows.push({ line: i + 1, values: Object.fromEntries(header.map((name, k) => [name, cells[k] ?? ''])) });
  }
  return rows;
}

/** One CSV line: commas, and double quotes around a value that holds one ("" is a quote). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}
