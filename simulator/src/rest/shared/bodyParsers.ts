import express, { Router, type Request } from 'express';
import { jsonBody } from './jsonBody';

const isForm = (req: Request) => Boolean(req.is('application/x-www-form-urlencoded'));

/**
 * For the OAuth2 routes, which browsers and voice-assistant clouds call with
 * forms: a form post is read as a form, anything else as JSON (a malformed
 * body is refused, never taken as empty).
 */
export function bodyParsers(): Router {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb', type: 'application/x-www-form-urlencoded' }));
  router.use(jsonBody({ limit: '16kb', type: (req) => !isForm(req as Request) }));
  return router;
}
