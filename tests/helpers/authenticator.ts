// A software authenticator for the API tests: real ES256 keys (node:crypto), real CBOR attestation objects
// ('none' attestation) and real signed assertions, as a platform authenticator makes them. Options come
// from the server exactly as the browser receives them; what it returns is the browser's JSON form.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** A tiny CBOR encoder: unsigned and negative integers, byte and text strings, arrays and maps. */
export function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
  userHandle: string;
  rpId: string;
}

export interface CeremonyOptions {
  /** Whether the person was verified (fingerprint, face, PIN): true unless a test says otherwise. */
  userVerified?: boolean;
  origin?: string;
  rpId?: string;
  /** The counter to sign with, in place of the next one (to play a cloned authenticator). */
  counter?: number;
  /** The credential id to make, in place of a random one (to present one already registered). */
  credentialId?: Buffer;
  /** Fields written into the signed client data over the browser's own (`crossOrigin`, `topOrigin`). */
  clientData?: Record<string, unknown>;
  /** The id and rawId the JSON answer names, in place of the credential's own. */
  answeredId?: Buffer;
  /** Leaves the user handle out of an assertion (an authenticator that does not say whose passkey it is). */
  withoutUserHandle?: boolean;
  /** Signs the assertion with another key than the credential's (a forger who knows only the id). */
  signWith?: KeyObject;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  readonly origin: string;
  readonly aaguid: string;
  /** A synced passkey (backup eligible and backed up), as a phone's password manager makes them. */
  readonly synced: boolean;

  constructor(origin: string, aaguid = '00000000-0000-0000-0000-000000000000', synced = false) {
    this.origin = origin;
    this.aaguid = aaguid;
    this.synced = synced;
  }

  private flags(userVerified: boolean) {
    return FLAG_UP | (userVerified ? FLAG_UV : 0) | (this.synced ? FLAG_BE | FLAG_BS : 0);
  }

  private clientData(type: string, challenge: string, origin: string, extra: Record<string, unknown> = {}) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false, ...extra }));
  }

  /** navigator.credentials.create() with the server's options. */
  create(options: any, ceremony: CeremonyOptions = {}) {
    const rpId = ceremony.rpId ?? options.rp.id;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = ceremony.credentialId ?? randomBytes(32);
    const counter = 0;
    const header = Buffer.alloc(37);
    sha256(rpId).copy(header, 0);
    header[32] = this.flags(ceremony.userVerified ?? true) | FLAG_AT;
    header.writeUInt32BE(counter, 33);
    const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const aaguid = Buffer.from(this.aaguid.replace(/-/g, ''), 'hex');
    const authData = Buffer.concat([header, aaguid, idLength, id, cbor(cose)]);
    const userHandle = Buffer.from(options.user.id, 'base64url').toString('utf8');
    this.credentials.push({ id, privateKey, publicKey, counter, userHandle, rpId });
    const clientData = this.clientData(
      'webauthn.create',
      options.challenge,
      ceremony.origin ?? this.origin,
      ceremony.clientData,
    );
    return {
      id: b64url(ceremony.answeredId ?? id),
      rawId: b64url(ceremony.answeredId ?? id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with the server's options, answered by a credential (the newest by default). */
  get(options: any, ceremony: CeremonyOptions & { credential?: Credential } = {}) {
    const credential = ceremony.credential ?? this.credentials.at(-1)!;
    const rpId = ceremony.rpId ?? options.rpId;
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const authData = Buffer.alloc(37);
    sha256(rpId).copy(authData, 0);
    authData[32] = this.flags(ceremony.userVerified ?? true);
    authData.writeUInt32BE(credential.counter, 33);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      options.challenge,
      ceremony.origin ?? this.origin,
      ceremony.clientData,
    );
    const key = ceremony.signWith ?? credential.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(ceremony.withoutUserHandle ? {} : { userHandle: b64url(credential.userHandle) }),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
