import { createECDH } from 'node:crypto';

/** The VAPID key pair and checks of a configured one; free of other dependencies because config.ts loads it. */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  /** Who runs this sender (mailto: or https:), for push services to contact (RFC 8292). */
  subject: string;
}

/**
 * Why a configured VAPID pair cannot be used, or null when it can: the public key must be the
 * private key's own point, or every push service would refuse our signatures.
 */
export function vapidKeyPairProblem(keys: VapidKeys): string | null {
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (privateKey.length !== 32)
    return 'VAPID_PRIVATE_KEY must be 32 bytes in base64url (as `npx web-push generate-vapid-keys` prints it)';
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4)
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes) in base64url';
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(privateKey);
    if (!curve.getPublicKey().equals(publicKey)) return 'VAPID_PUBLIC_KEY does not belong to VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key';
  }
  return null;
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY as read by config.ts: both (checked as a pair) or neither
 * (undefined: a pair is generated and stored in the database). Throws with the reason otherwise.
 */
export function configuredVapidKeys(
  publicKey: string | undefined,
  privateKey: string | undefined,
): VapidKeys | undefined {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither (a pair is then generated and stored)',
    );
  const problem = vapidKeyPairProblem({ publicKey, privateKey });
  if (problem) throw new Error(problem);
  return { publicKey, privateKey };
}
