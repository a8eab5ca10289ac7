// The authorization request's PKCE and redirect rules at their function
// (docs/decisions.md "OAuth2 PKCE", "A callback port is a real port").
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CloudState } from '../store/cloudState';
import { readOAuthRequest, redirectUriMatches } from './oauthRequest';

const challenge = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
const client = (isPublic: boolean) => ({ id: 'app', isActive: true, public: isPublic, redirectUris: ['app://cb'], scopes: ['devices'], secretHash: isPublic ? null : 'x' });
const stateWith = (isPublic: boolean) => ({ clients: [client(isPublic)] }) as unknown as CloudState;
const request = { client_id: 'app', redirect_uri: 'app://cb', response_type: 'code', scope: 'devices', state: 's' };

describe('PKCE', () => {
  it('a public client must send an S256 challenge; a confidential one may leave PKCE out', () => {
    expect(readOAuthRequest(stateWith(true), request)).toMatchObject({ ok: false, field: 'code_challenge', error: 'invalid_request' });
    const c = challenge();
    expect(readOAuthRequest(stateWith(true), { ...request, code_challenge: c, code_challenge_method: 'S256' })).toMatchObject({ ok: true, request: { codeChallenge: c } });
    expect(readOAuthRequest(stateWith(false), request)).toMatchObject({ ok: true, request: { codeChallenge: null } });
  });

  it('refuses plain, a challenge without a method, a method without a challenge and a malformed challenge', () => {
    const state = stateWith(false);
    expect(readOAuthRequest(state, { ...request, code_challenge: challenge(), code_challenge_method: 'plain' })).toMatchObject({ ok: false, field: 'code_challenge_method' });
    expect(readOAuthRequest(state, { ...request, code_challenge: challenge() })).toMatchObject({ ok: false, field: 'code_challenge_method' });
    expect(readOAuthRequest(state, { ...request, code_challenge_method: 'S256' })).toMatchObject({ ok: false, field: 'code_challenge' });
    expect(readOAuthRequest(state, { ...request, code_challenge: 'short', code_challenge_method: 'S256' })).toMatchObject({ ok: false, field: 'code_challenge' });
  });
});

describe('any-port redirect URIs', () => {
  it('take ports 1 to 65535 or none, never 0', () => {
    const registered = 'http://localhost:*/oauth-callback';
    expect(['http://localhost:0/oauth-callback', 'http://localhost:00/oauth-callback'].map((u) => redirectUriMatches(registered, u))).toEqual([false, false]);
    expect(['http://localhost:1/oauth-callback', 'http://localhost:65535/oauth-callback', 'http://localhost/oauth-callback'].map((u) => redirectUriMatches(registered, u))).toEqual(
      [true, true, true],
    );
  });
});
