import { randomBytes } from 'node:crypto';
import { UsernameBody } from '@homeport/sdk';
import { Router } from 'express';
import { hashPassword } from '../../auth/password';
import { userByPhone, userByUsername } from '../../auth/users';
import { activationMessage } from '../../cloud/messages';
import type { SimContext } from '../../context';
import type { CloudState, UserRecord } from '../../store/cloudState';
import { conflict } from '../../errors/apiError';
import { readRegistration, type Registration } from './registerPayload';
import { handle } from '../shared/handle';
import { bodyObject, originOf, readBody } from '../shared/readInput';

/** docs/contracts.md "Registration": activation links are valid 7 days. */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;

/** 409 000409 when the username or a phone contact already belongs to an account. */
function refuseTaken(state: CloudState, registration: Registration): void {
  if (userByUsername(state, registration.username)) throw conflict('An account with this e-mail address already exists', 'identity');
  for (const contact of registration.contacts) {
    if (contact.contactType === 'phone' && userByPhone(state, contact.contact)) throw conflict(`The phone number ${contact.contact} belongs to another account`, 'contacts');
  }
}

function newUserId(state: CloudState): string {
  for (;;) {
    const id = randomBytes(12).toString('hex');
    if (!state.users.some((u) => u.id === id)) return id;
  }
}

/** Public /crm routes of registration (spec 1 §4.1, §5, §7.2). */
export function registerRoutes(ctx: SimContext): Router {
  const router = Router();

  // spec 1 §5: username existence is checked before register and before forgot password.
  router.post(
    '/profile/checkIfExisting',
    handle((req, res) => {
      const { username } = readBody(req, UsernameBody);
      res.json({ data: { exists: userByUsername(ctx.cloud.state, username) !== undefined } });
    }),
  );

  router.put(
    '/profile/validate',
    handle((req, res) => {
      const { username } = readBody(req, UsernameBody);
      if (userByUsername(ctx.cloud.state, username)) throw conflict('An account with this e-mail address already exists', 'username');
      res.json({ data: { valid: true } });
    }),
  );

  router.post(
    '/profile',
    handle(async (req, res) => {
      const registration = readRegistration(bodyObject(req));
      refuseTaken(ctx.cloud.state, registration);
      const passwordHash = await hashPassword(registration.secret);
      // Checked again: another registration may have landed while hashing.
      const state = ctx.cloud.state;
      refuseTaken(state, registration);
      const id = newUserId(state);
      const user: UserRecord = {
        id,
        _id: id,
        username: registration.username,
        firstName: registration.firstName,
        lastName: registration.lastName,
        contacts: registration.contacts,
        groups: ['users'],
        preferredLanguage: registration.preferredLanguage,
        devices: [],
        parentsIds: [],
        passwordHash,
        createdAt: ctx.now(),
        // spec 1 §6: auto-activation is off in this build; agreeRegister accepted both texts.
        active: false,
        privacyPolicyAccepted: true,
        termsOfServiceAccepted: true,
        gender: registration.gender,
        userOnBoardingSource: registration.userOnBoardingSource,
      };
      state.users.push(user);
      const { raw } = ctx.tokens.issue('activation', id, ACTIVATION_TTL_MS);
      ctx.outbox.send(activationMessage(user, originOf(req), raw));
      ctx.cloud.commit();
      res.status(201).json({ data: { id, username: user.username, active: false } });
    }),
  );

  return router;
}
