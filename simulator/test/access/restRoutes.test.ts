// Which JSON body parser reads each route's body (jsonParserOfRoutes), on a
// small Express app built like the simulator's: routers mounted before the
// API's parser with parsers of their own, a route before its router's
// parser, a parser inside a router of parsers, and a parser mounted under a
// path. The REST fuzz relies on it to send a deep body once a parser.
import express, { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { jsonParserOfRoutes } from './restRoutes';

function app() {
  const parsers = () => {
    const router = Router();
    router.use(express.urlencoded({ extended: false }));
    router.use(express.json());
    return router;
  };
  const api = Router();
  const uploads = Router();
  // Before its router's parser: it reads its own body.
  uploads.post('/import', (_req, res) => void res.end());
  uploads.use(express.json());
  uploads.post('/save', (_req, res) => void res.end());
  api.use('/uploads', uploads);
  const forms = Router();
  forms.use(parsers());
  forms.post('/authorize', (_req, res) => void res.end());
  api.use('/forms', forms);
  api.use(express.json());
  api.post('/things', (_req, res) => void res.end());
  api.put('/things/:id', (_req, res) => void res.end());
  // A path after the API's parser, under a router mounted before it: the first parser met is still the router's own.
  api.post('/uploads/late', (_req, res) => void res.end());
  const whole = express();
  whole.use('/raw', express.json(), (_req, res) => void res.end());
  whole.use('/api', api);
  const local = Router();
  local.use(express.json());
  local.post('/login', (_req, res) => void res.end());
  whole.use('/local/:serial/api', local);
  whole.post('/bare', (_req, res) => void res.end());
  return whole;
}

describe('jsonParserOfRoutes', () => {
  it('answers, for each route, the first JSON parser a request to it meets, numbered in the order met; null where none stands before it', () => {
    const parsers = jsonParserOfRoutes(app());
    expect(Object.fromEntries(parsers)).toEqual({
      'POST /api/uploads/import': null,
      'POST /api/uploads/save': 1,
      'POST /api/forms/authorize': 2,
      'POST /api/things': 3,
      'PUT /api/things/:id': 3,
      'POST /api/uploads/late': 1,
      'POST /local/:serial/api/login': 4,
      'POST /bare': null,
    });
  });
});
