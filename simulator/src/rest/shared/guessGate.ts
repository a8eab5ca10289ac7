import type { Request } from 'express';
import { ErrorCode } from '@homeport/sdk';
import type { GuessAttempt, GuessReservation, GuessSubject } from '../../auth/guessThrottle';
import type { SimContext } from '../../context';
import { clientSubject } from '../../http/clientAddress';
import { ApiError } from '../../errors/apiError';

/** docs/contracts.md: 429 000429 with Retry-After in seconds. */
export const tooManyGuesses = (retryAfterSeconds: number): ApiError =>
  new ApiError(429, ErrorCode.tooManyAttempts, 'Too many failed attempts, try again later', undefined, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Reserves one guess against the subjects and against the calling client
 * (every guessing door counts per client too, docs/decisions.md "Guessing
 * doors"). Call it before the secret is checked, synchronously with the
 * checks that precede it.
 */
export function beginGuess(ctx: SimContext, req: Request, subjects: readonly GuessSubject[]): GuessReservation {
  return ctx.throttle.begin([...subjects, clientSubject(req)]);
}

/** beginGuess for the errorCode doors: a refusal is thrown as 429 000429. */
export function reserveGuess(ctx: SimContext, req: Request, ...subjects: GuessSubject[]): GuessAttempt {
  const reservation = beginGuess(ctx, req, subjects);
  if (!reservation.ok) throw tooManyGuesses(reservation.retryAfterSeconds);
  return reservation.attempt;
}
