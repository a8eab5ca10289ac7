import busboy from 'busboy';
import { Router, type Request, type Response } from 'express';
import {
  BULK_IMPORT_FILES,
  BULK_IMPORT_MAX_BYTES,
  BulkErrorCode,
  BulkFilteringBody,
  CentreDetailsBody,
  CentresInStateBody,
  ErrorCode,
  StatesInRegionBody,
  topics,
  type BulkImportRowError,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ownerSegment } from '../../cloud/ownerSegment';
import { ApiError, badInput, notFound } from '../../errors/apiError';
import { requireAdmin, requireAdminWrite } from '../bulk/bulk';
import { handle } from '../shared/handle';
import { jsonBody } from '../shared/jsonBody';
import { readBody } from '../shared/readInput';
import { requireSession } from '../shared/requireSession';

/** An import refused row by row: one error entry per row at fault (the route answers them all). */
class ImportRefused extends Error {
  constructor(readonly rows: BulkImportRowError[]) {
    super('import refused');
  }
}

const importInvalid = (message: string, field = 'body') => new ApiError(400, BulkErrorCode.importInvalid, message, field);

/**
 * /location (spec 3 §7 "Location group", the calls bulk operations use;
 * docs/contracts.md "Bulk operations", "Locations"). Admins only; importDet
 * needs admin-support. Mounted before the API's JSON parser: importDet is
 * multipart; every other call reads JSON here.
 */
export function locationRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin);
  // Read when answering: the routes are built before (and without) the services (access/restRoutes.ts).
  const locations = () => ctx.bulk.locations;

  router.post(
    '/importDet',
    requireAdminWrite,
    handle(async (req, res) => {
      if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw badInput('body', 'body must be multipart/form-data (centres, gateways)');
      }
      const files = await readCsvUpload(req);
      const outcome = locations().import(files.centres, files.gateways);
      if ('errors' in outcome) throw new ImportRefused(outcome.errors);
      const admin = topics.adminEvents(ctx.product);
      for (const g of outcome.moved) {
        const data = { serialNumber: g.serialNumber, changes: { region: g.region, state: g.state, centre: g.centre } };
        await ctx.bus.publishEvent(topics.events({ product: ctx.product, owner: ownerSegment(g), serial: g.serialNumber }), 'gateway_updated', data);
        await ctx.bus.publishEvent(admin, 'gateway_updated', data);
      }
      res.json({ data: outcome.result });
    }),
  );

  router.use(jsonBody({ limit: '64kb', type: () => true }));

  router.get(
    '/regions',
    handle((_req, res) => {
      res.json({ data: locations().regions() });
    }),
  );

  router.post(
    '/countriesInRegion',
    handle((req, res) => {
      res.json({ data: locations().statesIn(readBody(req, StatesInRegionBody).region) });
    }),
  );

  router.post(
    '/jCenterInState',
    handle((req, res) => {
      res.json({ data: locations().centresIn(readBody(req, CentresInStateBody).state) });
    }),
  );

  router.post(
    '/jDetailsInCenter',
    handle((req, res) => {
      const { jc, listRegions } = readBody(req, CentreDetailsBody);
      const details = locations().details(jc, listRegions);
      if (!details) throw notFound(`No centre ${jc}`);
      res.json({ data: details });
    }),
  );

  router.post(
    '/filtering',
    handle((req, res) => {
      const { filter, page, limit } = readBody(req, BulkFilteringBody);
      res.json({ data: locations().filter(filter, page, limit) });
    }),
  );

  // The rows at fault, all of them; other failures go on to the API's error handler.
  router.use((error: unknown, _req: Request, res: Response, next: (error?: unknown) => void) => {
    if (!(error instanceof ImportRefused)) {
      next(error);
      return;
    }
    res.status(400).json(error.rows.map((row) => ({ errorCode: BulkErrorCode.importInvalid, message: row.message, field: row.file })));
  });

  return router;
}

/** The two CSV files of importDet as text; a missing, extra, too big or non-text file is BULK_IMPORT_INVALID. */
function readCsvUpload(req: Request): Promise<{ centres: string; gateways: string }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 2, fileSize: BULK_IMPORT_MAX_BYTES, fields: 0, parts: 3 } });
    } catch {
      reject(badInput('body', 'body must be multipart/form-data (centres, gateways)'));
      return;
    }
    const files: Record<string, Buffer> = {};
    let problem: ApiError | null = null;
    parser.on('file', (name, stream) => {
      const known = name === BULK_IMPORT_FILES.centres || name === BULK_IMPORT_FILES.gateways;
      if (!known || name in files) {
        problem ??= importInvalid(known ? `${name} is given twice` : `${name} is not a file of this call (centres, gateways)`, name);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        problem ??= importInvalid(`${name} is larger than ${BULK_IMPORT_MAX_BYTES} bytes`, name);
      });
      stream.on('end', () => {
        files[name] = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name) => {
      problem ??= badInput(name, `${name} is not a field of this call (centres, gateways)`);
    });
    parser.on('filesLimit', () => {
      problem ??= importInvalid('only two files: centres and gateways');
    });
    parser.on('partsLimit', () => {
      problem ??= importInvalid('only two files: centres and gateways');
    });
    parser.on('fieldsLimit', () => {
      problem ??= new ApiError(400, ErrorCode.invalidInput, 'no text fields: only the files centres and gateways', 'body');
    });
    parser.on('error', () => reject(badInput('body', 'the multipart body could not be read')));
    parser.on('close', () => {
      if (problem) return reject(problem);
      const text = (name: string): string | ApiError => {
        const bytes = files[name];
        if (!bytes) return importInvalid(`${name} is required (a CSV file)`, name);
        const decoded = bytes.toString('utf8');
        if (decoded.includes('\u0000') || decoded.includes('\uFFFD')) return importInvalid(`${name} must be a UTF-8 CSV text file`, name);
        return decoded;
      };
      const centres = text(BULK_IMPORT_FILES.centres);
      const gateways = text(BULK_IMPORT_FILES.gateways);
      if (centres instanceof ApiError) return reject(centres);
      if (gateways instanceof ApiError) return reject(gateways);
      resolve({ centres, gateways });
    });
    req.pipe(parser);
  });
}
