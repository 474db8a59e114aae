import { isPrivateAddress } from '#server/http/outbound-guard.js';

/**
 * The outbound guard for tests whose "internet" is a local server on 127.0.0.1: that one address is
 * treated as public, every other private address (127.0.0.2, ::1, 169.254.169.254, 10/8 ...) stays refused.
 */
export const refuseAllButTestServers = (address: string) => address !== '127.0.0.1' && isPrivateAddress(address);
